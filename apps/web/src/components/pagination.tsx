import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { pageWindow, searchWithPage } from './page-window';

/**
 * A new page starts at the top. A page the app already holds shows at once, so without this the
 * reader would stay at the pager, below the new page's last card.
 */
const scrollToTop = () => window.scrollTo({ top: 0 });

interface PaginationProps {
  page: number;
  pages: number;
}

/**
 * A pager over ?page= in the URL: previous, the first and last page and a window of 2
 * around the current one with ellipses, next. Nothing when there is a single page.
 */
export function Pagination({ page, pages }: PaginationProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const to = (target: number) => ({ search: searchWithPage(params, target) });
  const step = (target: number, label: string, symbol: string) => {
    const disabled = target < 1 || target > pages;
    return (
      <li className={`page-item${disabled ? ' disabled' : ''}`}>
        {disabled ? (
          <span className="page-link" aria-hidden="true">
            {symbol}
          </span>
        ) : (
          <Link className="page-link" to={to(target)} aria-label={label} onClick={scrollToTop}>
            <span aria-hidden="true">{symbol}</span>
          </Link>
        )}
      </li>
    );
  };
  return (
    <nav aria-label={t('pagination.label')} className="d-flex justify-content-center mt-4">
      <ul className="pagination flex-wrap">
        {step(page - 1, t('pagination.previous'), '‹')}
        {pageWindow(page, pages).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled">
              <span className="page-link" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={slot} className={`page-item${slot === page ? ' active' : ''}`}>
              {slot === page ? (
                <span className="page-link" aria-current="page" aria-label={t('pagination.page', { page: slot })}>
                  {slot}
                </span>
              ) : (
                <Link className="page-link" to={to(slot)} aria-label={t('pagination.page', { page: slot })} onClick={scrollToTop}>
                  {slot}
                </Link>
              )}
            </li>
          ),
        )}
        {step(page + 1, t('pagination.next'), '›')}
      </ul>
    </nav>
  );
}

/**
 * A page past the last one (an old link, a list that has shrunk) is replaced by the last page, so
 * the reader sees articles rather than an empty page of a list that has some.
 */
export function LastPageRedirect({ pages }: { pages: number }) {
  const [params] = useSearchParams();
  return <Navigate replace to={{ search: searchWithPage(params, pages) }} />;
}

/** Whether ?page= lies past the last page of a list that has pages. */
export const isPastLastPage = (page: number, pages: number) => pages >= 1 && page > pages;
