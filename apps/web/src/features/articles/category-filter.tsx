import { SCREEN } from '@labmedicin/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoryNameIn, useReaderLanguage } from '../../components/use-reader-language';
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

/** 'All' and each category, named in the reader's language, with its article count; the selected one is highlighted. */
export function CategoryFilter({ categories, selected }: CategoryFilterProps) {
  const { t } = useTranslation('articleList');
  const language = useReaderLanguage();
  const list = useRef<HTMLUListElement>(null);
  const isSelected = (category: CategoryCount) => selected === category.slug || selected === category._id;
  const selectedIndex = categories?.findIndex(isSelected) ?? -1;

  // On a phone the row scrolls: the chosen category is brought into it rather than left off-screen.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [selectedIndex]);

  return (
    <nav aria-label={t('filterLabel')} className="mb-4">
      <ul ref={list} className="category-filter list-unstyled d-flex gap-2 mb-0 position-relative">
        <li>
          <FilterBadge to={SCREEN.articles.path} label={t('all')} count={categories && totalOf(categories)} selected={!selected} />
        </li>
        {categories?.map((category) => (
          <li key={category._id}>
            <FilterBadge to={SCREEN.articles.to({ category: category.slug })} label={categoryNameIn(category, language)} count={category.count} selected={isSelected(category)} />
          </li>
        ))}
      </ul>
      {categories?.length === 0 && <p className="text-muted mt-2 mb-0">{t('noCategories')}</p>}
    </nav>
  );
}
