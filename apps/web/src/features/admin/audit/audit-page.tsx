import './audit-i18n';
import { auditFilterSchema, type AuditEntry, type AuditFilter } from '@labmedicin/contracts';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { auditExportHref } from '../../../api/admin-audit';
import { ErrorAlert } from '../../../components/error-alert';
import { FormattedDateTime } from '../../../components/formatted-date-time';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { pageFromParams } from '../../../components/page-window';
import { Pagination } from '../../../components/pagination';
import { AuditFilters } from './audit-filters';
import { useAuditEntries } from './use-audit-entries';
import '../../../locales/profile-texts';

const OUTCOME_BADGES: Record<AuditEntry['outcome'], string> = { success: 'success', failure: 'danger', refused: 'warning' };

/** The filters in the URL, when they are valid; an address edited by hand into nonsense lists everything. */
function filterFromParams(params: URLSearchParams): AuditFilter {
  const value = (name: string) => params.get(name) ?? undefined;
  const parsed = auditFilterSchema.safeParse({ actor: value('actor'), action: value('action'), from: value('from'), to: value('to') });
  return parsed.success ? parsed.data : {};
}

function Details({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(['audit', 'profile']);
  const { attempted, method, roleFrom, roleTo, translation, version, articles, code } = entry.details;
  const lines = [
    attempted !== undefined && t('details.attempted', { value: attempted }),
    method && t('details.method', { value: t(`methods.${method}`) }),
    roleFrom && roleTo && t('details.role', { from: t(`profile:roles.${roleFrom}`), to: t(`profile:roles.${roleTo}`) }),
    translation && t('details.translation', { value: translation }),
    version !== undefined && t('details.version', { value: version }),
    articles !== undefined && t('details.articles', { value: articles }),
    code && t('details.code', { value: code }),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </>
  );
}

/**
 * /admin/audit (admins): the audit log, newest first, 50 to a page, filtered by part of the
 * actor's username, an action and days (kept in the URL), and the same entries as a CSV download.
 */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const page = pageFromParams(params);
  const entries = useAuditEntries(filter, page);
  const list = entries.data?.data ?? [];
  const pagination = entries.data?.pagination;
  // A new filter starts at its first page.
  const apply = (next: AuditFilter) => setParams(Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => !!entry[1])));

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-3 mb-3">
        <h1 className="h2 mb-0">{t('title')}</h1>
        <a className="btn btn-outline-primary" href={auditExportHref(filter)} download>
          {t('download')}
        </a>
      </div>
      <p className="text-muted">{t('intro')}</p>
      <AuditFilters filter={filter} onApply={apply} />

      {entries.isError && <ErrorAlert title={t('errorLoading')} error={entries.error} />}
      {entries.isPending && <LoadingSpinner label={t('loading')} />}
      {entries.isSuccess && list.length === 0 && <p className="text-muted">{t('empty')}</p>}
      {pagination && list.length > 0 && <p className="text-muted small mb-2">{t('count', { count: pagination.total })}</p>}

      {list.length > 0 && (
        <Table responsive hover className="align-middle bg-white">
          <thead>
            <tr>
              <th scope="col">{t('columns.time')}</th>
              <th scope="col">{t('columns.action')}</th>
              <th scope="col">{t('columns.outcome')}</th>
              <th scope="col">{t('columns.actor')}</th>
              <th scope="col">{t('columns.target')}</th>
              <th scope="col">{t('columns.details')}</th>
              <th scope="col">{t('columns.requestId')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((entry) => (
              <tr key={entry._id}>
                <td className="text-nowrap">
                  <FormattedDateTime value={entry.at} />
                </td>
                <td>{t(`actions.${entry.action}`)}</td>
                <td>
                  <Badge bg={OUTCOME_BADGES[entry.outcome]}>{t(`outcomes.${entry.outcome}`)}</Badge>
                </td>
                <td className={entry.actor ? undefined : 'fst-italic text-muted'}>{entry.actor?.username ?? t('nobody')}</td>
                <td style={{ minWidth: '10rem', overflowWrap: 'anywhere' }}>
                  {entry.target && (
                    <>
                      <span className="text-muted">{t(`targets.${entry.target.type}`)}: </span>
                      {entry.target.label ?? entry.target.id}
                    </>
                  )}
                </td>
                <td className="small" style={{ overflowWrap: 'anywhere' }}>
                  <Details entry={entry} />
                </td>
                <td className="small text-muted font-monospace" style={{ overflowWrap: 'anywhere' }}>
                  {entry.requestId}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <Pagination page={page} pages={pagination?.pages ?? 0} />
    </>
  );
}
