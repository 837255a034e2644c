import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import '../../components/article-content-i18n';
import './naming-texts';
import { SPECIMEN_PREFIXES } from '../../components/specimen-prefixes';
import { useDocumentTitle } from '../../components/use-document-title';

/** Static page: how the analyses are named (specimen prefix, hyphen, what is measured), which each article links to. */
export function NamingPage() {
  const { t } = useTranslation('naming');
  const { t: specimens } = useTranslation('articleContent');
  useDocumentTitle(t('title'));
  return (
    <Row className="justify-content-center">
      <Col xs={12} lg={9} xl={8}>
        <h1 className="mb-4">{t('title')}</h1>
        <p className="lead">{t('intro')}</p>
        <h2 className="h4 mt-4">{t('prefixesTitle')}</h2>
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('columns.prefix')}</th>
              <th scope="col">{t('columns.specimen')}</th>
              <th scope="col">{t('columns.example')}</th>
            </tr>
          </thead>
          <tbody>
            {SPECIMEN_PREFIXES.map((prefix) => (
              <tr key={prefix}>
                <th scope="row">{prefix}-</th>
                <td>{specimens(`specimens.${prefix}`)}</td>
                <td>{t(`examples.${prefix}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('hint')}</p>
        <h2 className="h4 mt-4">{t('qualifiersTitle')}</h2>
        <p>{t('qualifiers')}</p>
        <h2 className="h4 mt-4">{t('whyTitle')}</h2>
        <p>{t('why')}</p>
      </Col>
    </Row>
  );
}
