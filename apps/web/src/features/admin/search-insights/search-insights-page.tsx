import './search-insights-i18n';
import { LANGUAGE_CHOICE, LANGUAGES, SCREEN, SEARCH_INSIGHTS_MIN_SEARCHES, SEARCH_QUERY_PARAM, SEARCH_RECORDS_RETENTION_DAYS, searchInsightsQuerySchema, utcDayOf, type ArticleLanguage, type SearchInsightRow } from '@labmedicin/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { AddOtherNameDialog } from './add-other-name-dialog';
import { useSearchInsights } from './use-search-insights';

const LISTS = ['frequent', 'noResults', 'notOpened'] as const;

/** The day and language in the URL, when valid; an address edited by hand into nonsense shows today in Swedish. */
function queryFromParams(params: URLSearchParams): { day: string; language: ArticleLanguage } {
  const parsed = searchInsightsQuerySchema.safeParse({ day: params.get('day') ?? undefined, language: params.get('language') ?? undefined });
  const today = utcDayOf(Date.now());
  return parsed.success ? { day: parsed.data.day ?? today, language: parsed.data.language } : { day: today, language: 'sv' };
}

/** The search as readers of that language see it: the language is chosen on the way (GET /language), then the results. */
function searchInLanguage(query: string, language: ArticleLanguage): string {
  const choice = new URLSearchParams({ [LANGUAGE_CHOICE.languageField]: language, [LANGUAGE_CHOICE.returnField]: SCREEN.search.to({ [SEARCH_QUERY_PARAM]: query }) });
  return `${LANGUAGE_CHOICE.path}?${choice.toString()}`;
}

function InsightTable({ list, rows, language, onName }: { list: (typeof LISTS)[number]; rows: SearchInsightRow[]; language: ArticleLanguage; onName: (query: string) => void }) {
  const { t } = useTranslation('search-insights');
  return (
    <section className="mb-4" aria-labelledby={`search-insights-${list}`}>
      <h2 id={`search-insights-${list}`} className="h4">
        {t(`lists.${list}.title`)}
      </h2>
      <p className="text-muted small">{t(`lists.${list}.hint`)}</p>
      {rows.length === 0 ? (
        <p className="text-muted fst-italic">{t('none')}</p>
      ) : (
        <Table responsive hover className="align-middle bg-white">
          <thead>
            <tr>
              <th scope="col">{t('columns.query')}</th>
              <th scope="col" className="text-end">
                {t('columns.searches')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.query}>
                <td style={{ overflowWrap: 'anywhere' }}>
                  <a href={searchInLanguage(row.query, language)} title={t('searchIn', { language: t(`languages.${language}`) })}>
                    {row.query}
                  </a>
                </td>
                <td className="text-end">{row.searches}</td>
                <td className="text-end">
                  <Button size="sm" variant="outline-primary" onClick={() => onName(row.query)} aria-label={t('addAsName', { query: row.query })}>
                    {t('addAsNameShort')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

/**
 * /admin/search-insights (admins and contributors): one UTC day's searches in one language (both
 * kept in the URL): the most frequent queries, those that found nothing and those whose results
 * nobody opened. Each query links to its search and can be added as another name of an article.
 */
export function SearchInsightsPage() {
  const { t } = useTranslation('search-insights');
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const insights = useSearchInsights(query);
  const [naming, setNaming] = useState<string | null>(null);
  const choose = (next: Partial<typeof query>) => setParams({ ...query, ...next });

  return (
    <>
      <h1 className="h2 mb-3">{t('title')}</h1>
      <p className="text-muted">{t('intro', { min: SEARCH_INSIGHTS_MIN_SEARCHES, days: SEARCH_RECORDS_RETENTION_DAYS })}</p>
      <Form className="mb-4" onSubmit={(event) => event.preventDefault()}>
        <Row className="g-3 align-items-end">
          <Col xs="auto">
            <Form.Group controlId="search-insights-day">
              <Form.Label>{t('day')}</Form.Label>
              <Form.Control type="date" value={query.day} max={utcDayOf(Date.now())} onChange={(event) => event.target.value && choose({ day: event.target.value })} />
            </Form.Group>
          </Col>
          <Col xs="auto">
            <Form.Group controlId="search-insights-language">
              <Form.Label>{t('language')}</Form.Label>
              <Form.Select value={query.language} onChange={(event) => choose({ language: event.target.value as ArticleLanguage })}>
                {LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {t(`languages.${language}`)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        </Row>
      </Form>

      {insights.isError && <ErrorAlert title={t('errorLoading')} error={insights.error} />}
      {insights.isPending && <LoadingSpinner label={t('loading')} />}
      {insights.data &&
        LISTS.map((list) => <InsightTable key={list} list={list} rows={insights.data[list]} language={query.language} onName={setNaming} />)}
      {naming !== null && <AddOtherNameDialog name={naming} language={query.language} onClose={() => setNaming(null)} />}
    </>
  );
}
