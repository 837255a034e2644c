import { diffWords } from 'diff';
import { useTranslation } from 'react-i18next';

/** The text a reader sees in article HTML: tags dropped, block ends kept as spaces. */
export function readableText(html: string): string {
  const spaced = html.replace(/<(\/(p|h[1-6]|li|td|th|tr|div|blockquote|pre)|br\s*\/?)>/gi, '$& ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * What changed inside a text from one version to the next, word by word: removed words struck
 * through in red, added ones underlined in green.
 */
export function WordDiff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation('admin');
  if (before === after) return <p className="small text-muted mb-0">{t('compare.formattingOnly')}</p>;
  return (
    <p className="mb-0 word-diff" style={{ whiteSpace: 'pre-wrap' }}>
      {diffWords(before, after).map((part, index) =>
        part.added ? (
          <ins key={index} className="bg-success-subtle text-success-emphasis" title={t('compare.added')}>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} className="bg-danger-subtle text-danger-emphasis" title={t('compare.removed')}>
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}
