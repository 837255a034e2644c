import Pagination from 'react-bootstrap/Pagination';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '../../../components/page-window';

interface RevisionPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the pages are of (the history's unless told). */
  label?: string;
}

/**
 * The history's pager: First, Prev, the first and last page and those within 2 of the
 * current one with ellipses, Next, Last; nothing for a single page.
 */
export function RevisionPager({ page, pages, onPage, label }: RevisionPagerProps) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label ?? t('revisions.pager')}>
      <Pagination className="justify-content-center flex-wrap mb-0">
        <Pagination.Item disabled={page === 1} onClick={() => onPage(1)}>
          {t('revisions.first')}
        </Pagination.Item>
        <Pagination.Item disabled={page === 1} onClick={() => onPage(page - 1)}>
          {t('revisions.previous')}
        </Pagination.Item>
        {pageWindow(page, pages).map((slot, index) =>
          slot === 'gap' ? (
            <Pagination.Ellipsis key={`gap-${index}`} disabled />
          ) : (
            <Pagination.Item key={slot} active={slot === page} onClick={() => onPage(slot)} aria-label={t('revisions.page', { page: slot })}>
              {slot}
            </Pagination.Item>
          ),
        )}
        <Pagination.Item disabled={page === pages} onClick={() => onPage(page + 1)}>
          {t('revisions.next')}
        </Pagination.Item>
        <Pagination.Item disabled={page === pages} onClick={() => onPage(pages)}>
          {t('revisions.last')}
        </Pagination.Item>
      </Pagination>
    </nav>
  );
}
