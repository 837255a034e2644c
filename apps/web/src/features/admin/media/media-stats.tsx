import type { MediaStats } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './media-format';

/** The library's five totals, on its screen and at the top of the analytics. */
export function StatsBar({ stats }: { stats: MediaStats }) {
  const { t } = useTranslation('admin');
  const items: [string, string][] = [
    [t('media.stats.totalImages'), String(stats.totalImages)],
    [t('media.stats.totalSize'), formatBytes(stats.totalSize)],
    [t('media.stats.usedImages'), String(stats.usedImages)],
    [t('media.stats.unusedImages'), String(stats.unusedImages)],
    [t('media.stats.unusedSize'), formatBytes(stats.unusedSize)],
  ];
  return (
    <dl className="row row-cols-2 row-cols-md-5 g-2 mb-4">
      {items.map(([label, value]) => (
        <div key={label} className="col">
          <div className="border rounded bg-white p-2 h-100 text-center">
            <dt className="small text-muted fw-normal">{label}</dt>
            <dd className="h5 mb-0">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
