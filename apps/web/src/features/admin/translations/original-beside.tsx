import { useId, type ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html';

interface OriginalFieldProps {
  /** The field's label, as the editor names it. */
  label: string;
  /** The original's language, for the browser and screen readers. */
  language: string;
  /** Plain text (title, summary) or, with `html`, the field's HTML. */
  value: string;
  html?: boolean;
}

/** One field of the original a translator writes from, read-only: its label says it is the original's. */
export function OriginalField({ label, language, value, html = false }: OriginalFieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const blank = value.trim() === '';
  return (
    // An HTML field's pane scrolls: it is the region, reached by keyboard too, under the label's name.
    <section aria-labelledby={html ? undefined : id} className="mb-3">
      <div id={id} className="form-label text-muted">
        {t('translation.originalField', { field: label })}
      </div>
      <div
        className="border rounded bg-light px-2 py-1"
        lang={language}
        style={{ maxHeight: html ? '24rem' : undefined, overflowY: 'auto' }}
        {...(html ? { tabIndex: 0, role: 'region', 'aria-labelledby': id } : {})}
      >
        {blank ? (
          <span className="text-muted fst-italic">{t('translation.originalBlank')}</span>
        ) : html ? (
          <SafeHtml html={value} calculators />
        ) : (
          <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
            {value}
          </p>
        )}
      </div>
    </section>
  );
}

/** A field of the editor with the original's to its left, as translators read them (above it on narrow screens); alone when there is no original. */
export function Beside({ original, children }: { original: ReactNode; children: ReactNode }) {
  if (!original) return <>{children}</>;
  return (
    <Row className="g-3">
      <Col md={6}>{original}</Col>
      <Col md={6}>{children}</Col>
    </Row>
  );
}
