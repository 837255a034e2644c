import { SCREEN } from '@labmedicin/contracts';
import { CALCULATOR_IDS } from '@labmedicin/calculators';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { CalculatorPage } from './calculator-page';
import './calculator-texts';

/**
 * /calculators: every calculator with what it answers, each linking to its page;
 * /calculators/:id: that page (one chunk for both).
 */
export function CalculatorsPage() {
  const { id } = useParams();
  return id === undefined ? <CalculatorList /> : <CalculatorPage id={id} />;
}

function CalculatorList() {
  const { t } = useTranslation('calculators');
  useDocumentTitle(t('title'));
  return (
    <div className="mx-auto" style={{ maxWidth: 960 }}>
      <h1 className="mb-3">{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <p className="text-muted">{t('privacy')}</p>
      <ul className="list-unstyled row g-3">
        {CALCULATOR_IDS.map((id) => (
          <li key={id} className="col-12 col-md-6">
            <div className="card h-100">
              <div className="card-body">
                <h2 className="h5 card-title">
                  <Link to={SCREEN.calculators.to({ id: id })}>{t(`names.${id}`)}</Link>
                </h2>
                <p className="card-text small text-muted mb-0">{t(`summaries.${id}`)}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
