import { SCREEN } from '@labmedicin/contracts';
import type { Tag } from '@labmedicin/contracts';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './tags-texts';

/** The cloud's font sizes in rem, 0.8 to 2: the rarest tag smallest, the most used largest. */
const CLOUD_FONT = { min: 0.8, max: 2 } as const;

/**
 * A tag's font size in rem: linear in its count between the smallest and largest count; when all
 * counts are equal, the middle of the range.
 */
export function cloudFontSize(count: number, minCount: number, maxCount: number): number {
  const share = maxCount > minCount ? (count - minCount) / (maxCount - minCount) : 0.5;
  const size = CLOUD_FONT.min + Math.min(Math.max(share, 0), 1) * (CLOUD_FONT.max - CLOUD_FONT.min);
  return Math.round(size * 100) / 100;
}

const byName = (a: Tag, b: Tag) => a.tag.localeCompare(b.tag, 'sv');

/** Every tag by name, sized by how many articles carry it. */
export function TagCloud({ tags }: { tags: Tag[] }) {
  const { t } = useTranslation('tags');
  const counts = tags.map((tag) => tag.count);
  const minCount = Math.min(...counts);
  const maxCount = Math.max(...counts);
  return (
    <ul className="list-unstyled d-flex flex-wrap align-items-center justify-content-center gap-3 py-4 mb-0" aria-label={t('cloudTab')}>
      {[...tags].sort(byName).map(({ tag, count }) => (
        <li key={tag}>
          <Link
            to={SCREEN.tag.to({ tag })}
            className="text-decoration-none"
            style={{ fontSize: `${cloudFontSize(count, minCount, maxCount)}rem` }}
            title={t('articleCount', { count })}
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Every tag by name with its article count. */
export function TagList({ tags }: { tags: Tag[] }) {
  const { t } = useTranslation('tags');
  return (
    <ListGroup as="ul" className="mt-3" aria-label={t('allTab')}>
      {[...tags].sort(byName).map(({ tag, count }) => (
        <ListGroup.Item key={tag} as="li" action className="d-flex justify-content-between align-items-center">
          <Link to={SCREEN.tag.to({ tag })} className="stretched-link text-decoration-none">
            {tag}
          </Link>
          <span className="badge rounded-pill text-bg-secondary" title={t('articleCount', { count })}>
            {count}
          </span>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
