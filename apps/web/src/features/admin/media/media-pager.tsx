import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/** Previous / 'Page X of Y' / Next; nothing when there is a single page. */
export function MediaPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <nav className="d-flex justify-content-center align-items-center gap-3 mt-3" aria-label={t('media.pageOf', { page, pages })}>
      <Button variant="outline-secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('media.previous')}
      </Button>
      <span>{t('media.pageOf', { page, pages })}</span>
      <Button variant="outline-secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('media.next')}
      </Button>
    </nav>
  );
}
