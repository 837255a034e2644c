import type { MediaStats } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { useSizeFormat } from './format-size';

/** The library's five totals, on its screen and at the top of the analytics. */
export function StatsBar({ stats }: { stats: MediaStats }) {
  const { t } = useTranslation('admin');
  const size = useSizeFormat();
  const items: [string, string][] = [
    [t('media.stats.totalImages'), String(stats.totalImages)],
    [t('media.stats.totalSize'), size.bytes(stats.totalSize)],
    [t('media.stats.usedImages'), String(stats.usedImages)],
    [t('media.stats.unusedImages'), String(stats.unusedImages)],
    [t('media.stats.unusedSize'), size.bytes(stats.unusedSize)],
  ];
  return (
    // Each total is a <div> that holds only its <dt> and <dd>: the one wrapper a list of terms allows.
    <dl className="d-flex flex-wrap gap-2 mb-4">
      {items.map(([label, value]) => (
        <div key={label} className="border rounded bg-white p-2 text-center flex-grow-1" style={{ flexBasis: '10rem' }}>
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className="h5 mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
