import { COMPARED_FIELDS, type ComparedField, type RevisionDetail } from '@labmedicin/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { compareRevisions } from '../../../api/revisions';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { ReferenceRangeTable } from '../../../components/reference-range-table';
import { SafeHtml } from '../../../components/safe-html';
import { AnalysesSummary } from '../editor/analyses/analyses-summary';
import { StatusBadge } from '../status-badge';
import { readableText, WordDiff } from './word-diff';
import { ScrollingTable } from '../scrolling-table';
import { useCategoryName } from '../translations/interface-language';

const HTML_FIELDS: readonly ComparedField[] = ['content', 'clinicalSignificance', 'interpretation'];
const TEXT_FIELDS: readonly ComparedField[] = ['title', 'summary'];

/** A version number from the query: a whole number from 1, else null. */
function versionOf(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

/** /admin/articles/:slug/compare?v1=&v2=: two versions side by side, changed fields highlighted. */
export function ComparePage() {
  const { t } = useTranslation('admin');
  const categoryName = useCategoryName();
  const { slug } = useParams();
  const [params] = useSearchParams();
  const v1 = versionOf(params.get('v1'));
  const v2 = versionOf(params.get('v2'));
  const valid = !!slug && v1 !== null && v2 !== null;
  const comparison = useQuery({
    queryKey: ['revisions', slug, 'compare', v1, v2],
    queryFn: () => compareRevisions(slug as string, v1 as number, v2 as number),
    enabled: valid,
  });

  if (!valid) return <Alert variant="danger">{t('messages.errorInvalidData')}</Alert>;
  return (
    <div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0">{t('compare.title', { v1, v2 })}</h1>
        <Button variant="secondary" onClick={() => window.close()}>
          {t('compare.close')}
        </Button>
      </div>
      <p className="d-flex gap-2 align-items-center">
        <span>{t('compare.legend')}</span>
        <Badge bg="warning" text="dark">
          {t('compare.changed')}
        </Badge>
        <Badge bg="light" text="dark" className="border">
          {t('compare.unchanged')}
        </Badge>
      </p>
      {comparison.isPending && <LoadingSpinner label={t('compare.loading')} />}
      {comparison.isError && <ErrorAlert title={t('messages.errorLoadFailed')} error={comparison.error} />}
      {comparison.isSuccess && (
        <ScrollingTable label={t('compare.title', { v1, v2 })} bordered className="align-top bg-white">
          <thead>
            <tr>
              <th scope="col" style={{ width: '12rem' }}>
                {t('compare.field')}
              </th>
              <th scope="col">{t('compare.version', { version: comparison.data.version1.versionNumber })}</th>
              <th scope="col">{t('compare.version', { version: comparison.data.version2.versionNumber })}</th>
            </tr>
          </thead>
          <tbody>
            {COMPARED_FIELDS.map((field) => {
              const changed = comparison.data.differences[field];
              const { version1, version2 } = comparison.data;
              const cell = changed ? 'table-warning' : '';
              return [
                <tr key={field} data-field={field} data-changed={changed}>
                  <th scope="row" className={cell}>
                    {t(`compare.fields.${field}`)}
                    <div>
                      <Badge bg={changed ? 'warning' : 'light'} text="dark" className={changed ? '' : 'border'}>
                        {changed ? t('compare.changed') : t('compare.unchanged')}
                      </Badge>
                    </div>
                  </th>
                  <td className={cell}>{fieldValue(field, version1, t, categoryName)}</td>
                  <td className={cell}>{fieldValue(field, version2, t, categoryName)}</td>
                </tr>,
                changed && (HTML_FIELDS.includes(field) || TEXT_FIELDS.includes(field)) && (
                  <tr key={`${field}-diff`}>
                    <th scope="row" className="small fw-normal text-muted">
                      {t('compare.whatChanged')}
                    </th>
                    <td colSpan={2}>
                      <WordDiff before={textOf(field, version1)} after={textOf(field, version2)} />
                    </td>
                  </tr>
                ),
              ];
            })}
          </tbody>
        </ScrollingTable>
      )}
    </div>
  );
}

function textOf(field: ComparedField, revision: RevisionDetail): string {
  const value = revision[field as keyof RevisionDetail];
  return typeof value === 'string' ? (HTML_FIELDS.includes(field) ? readableText(value) : value) : '';
}

function list(items: string[], empty: ReactNode, ordered = false) {
  if (items.length === 0) return empty;
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className="mb-0 ps-3">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Tag>
  );
}

function fieldValue(field: ComparedField, revision: RevisionDetail, t: TFunction<'admin'>, categoryName: ReturnType<typeof useCategoryName>): ReactNode {
  const none = <span className="text-muted">-</span>;
  switch (field) {
    case 'category':
      return revision.category ? categoryName(revision.category) : t('dashboard.noCategory');
    case 'status':
      return <StatusBadge status={revision.status} />;
    case 'content':
    case 'clinicalSignificance':
    case 'interpretation':
      // A cell that scrolls is reached by keyboard too, named by its field and version.
      return revision[field] ? (
        <div
          style={{ maxHeight: 400, overflowY: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={t('compare.cell', { field: t(`compare.fields.${field}`), version: revision.versionNumber })}
        >
          <SafeHtml html={revision[field]} />
        </div>
      ) : (
        none
      );
    case 'tags':
    case 'relatedTests':
    case 'images':
      return list(revision[field], none);
    case 'references':
      return list(revision.references, none, true);
    case 'referenceRanges':
      return revision.referenceRanges.length === 0 ? (
        none
      ) : (
        <ReferenceRangeTable rows={revision.referenceRanges} className="mb-0" />
      );
    case 'analyses':
      return <AnalysesSummary analyses={revision.analyses} />;
    default:
      return revision[field] || none;
  }
}
