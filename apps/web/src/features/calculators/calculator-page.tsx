import { SCREEN } from '@labmedicin/contracts';
import { isCalculatorId } from '@labmedicin/calculators';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NotFoundPage } from '../../components/not-found-page';
import { useDocumentTitle } from '../../components/use-document-title';
import { calculatorBlockHtml } from './calculator-html';
import { CalculatorPortals } from './calculator-portals';

/**
 * /calculators/:id: the calculator's block, rendered on the server with its formula and source
 * (all a reader without JavaScript gets), its form brought to life in the browser.
 */
export function CalculatorPage({ id }: { id: string }) {
  const { t } = useTranslation(['calculators', 'articles']);
  const known = isCalculatorId(id);
  useDocumentTitle(known ? t(`names.${id}`) : undefined);
  const root = useRef<HTMLDivElement>(null);
  const html = useMemo(() => (known ? calculatorBlockHtml(id, t, { heading: false }) : ''), [known, id, t]);
  if (!known) return <NotFoundPage />;
  return (
    <div className="mx-auto" style={{ maxWidth: 960 }}>
      <nav aria-label={t('articles:article.breadcrumb')}>
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to={SCREEN.calculators.to()}>{t('title')}</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {t(`names.${id}`)}
          </li>
        </ol>
      </nav>
      <h1 className="mb-3">{t(`names.${id}`)}</h1>
      <div ref={root} dangerouslySetInnerHTML={{ __html: html }} />
      <CalculatorPortals root={root} html={html} />
    </div>
  );
}
