import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoryPath } from '../../components/paths';
import { totalOf, type CategoryCount } from './category-counts';

interface FilterBadgeProps {
  to: string;
  label: string;
  count: number | undefined;
  selected: boolean;
}

function FilterBadge({ to, label, count, selected }: FilterBadgeProps) {
  return (
    <Link
      to={to}
      aria-current={selected ? 'page' : undefined}
      className={`badge rounded-pill fs-6 fw-normal text-decoration-none ${selected ? 'text-bg-primary' : 'text-bg-light border'}`}
    >
      {label}
      {count !== undefined && <span className={`badge rounded-pill ms-2 ${selected ? 'text-bg-light' : 'text-bg-secondary'}`}>{count}</span>}
    </Link>
  );
}

interface CategoryFilterProps {
  /** Undefined while loading. */
  categories: CategoryCount[] | undefined;
  /** The category's slug (or id) from ?category=. */
  selected: string | undefined;
}

/** 'All' and each category with its article count; the selected one is highlighted (SPEC §2). */
export function CategoryFilter({ categories, selected }: CategoryFilterProps) {
  const { t } = useTranslation('articles');
  return (
    <nav aria-label={t('list.filterLabel')} className="mb-4">
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        <li>
          <FilterBadge to="/articles" label={t('list.all')} count={categories && totalOf(categories)} selected={!selected} />
        </li>
        {categories?.map((category) => (
          <li key={category._id}>
            <FilterBadge
              to={categoryPath(category.slug)}
              label={category.name}
              count={category.count}
              selected={selected === category.slug || selected === category._id}
            />
          </li>
        ))}
      </ul>
      {categories?.length === 0 && <p className="text-muted mt-2 mb-0">{t('list.noCategories')}</p>}
    </nav>
  );
}
