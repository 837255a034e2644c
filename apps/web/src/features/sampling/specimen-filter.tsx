import { CONTAINER_ADDITIVES, SPECIMEN_MATERIALS, type ContainerAdditive, type SpecimenMaterial } from '@labmedicin/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import './sampling-i18n';

/** The list's query parameters of the specimen filter, as articlesList's query names them. */
const SPECIMEN_FILTER_PARAMS = { material: 'material', additive: 'additive' } as const;

/** The specimen material and tube additive a list URL names, each only when it is one the handbook knows. */
export function specimenFilterOf(params: URLSearchParams): { material?: SpecimenMaterial; additive?: ContainerAdditive } {
  const material = SPECIMEN_MATERIALS.find((value) => value === params.get(SPECIMEN_FILTER_PARAMS.material));
  const additive = CONTAINER_ADDITIVES.find((value) => value === params.get(SPECIMEN_FILTER_PARAMS.additive));
  return { ...(material && { material }), ...(additive && { additive }) };
}

interface SpecimenFilterProps {
  /** The category the list is narrowed to, kept when the filter is sent. */
  category: string | undefined;
  material: SpecimenMaterial | undefined;
  additive: ContainerAdditive | undefined;
}

/**
 * Narrows /articles to the articles with an analysis on a specimen material and in a tube with an
 * additive. A real form (GET /articles), so that it works before the app has taken the page over
 * and without JavaScript; the app then navigates itself. Bootstrap's markup written out.
 */
export function SpecimenFilter({ category, material, additive }: SpecimenFilterProps) {
  const { t } = useTranslation('sampling');
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value !== '') sent.set(name, value);
    navigate(`/articles${sent.size > 0 ? `?${sent}` : ''}`);
  };
  return (
    <form action="/articles" method="get" onSubmit={onSubmit} aria-label={t('filter.label')} className="row g-2 align-items-end mb-4">
      {category && <input type="hidden" name="category" value={category} />}
      <div className="col-sm-auto">
        <label htmlFor="specimen-filter-material" className="form-label small mb-1">
          {t('filter.material')}
        </label>
        <select id="specimen-filter-material" name={SPECIMEN_FILTER_PARAMS.material} defaultValue={material ?? ''} className="form-select form-select-sm">
          <option value="">{t('filter.any')}</option>
          {SPECIMEN_MATERIALS.map((value) => (
            <option key={value} value={value}>
              {t(`materials.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-sm-auto">
        <label htmlFor="specimen-filter-additive" className="form-label small mb-1">
          {t('filter.additive')}
        </label>
        <select id="specimen-filter-additive" name={SPECIMEN_FILTER_PARAMS.additive} defaultValue={additive ?? ''} className="form-select form-select-sm">
          <option value="">{t('filter.any')}</option>
          {CONTAINER_ADDITIVES.map((value) => (
            <option key={value} value={value}>
              {t(`additives.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-sm-auto d-flex gap-2 align-items-center">
        <button type="submit" className="btn btn-sm btn-primary">
          {t('filter.apply')}
        </button>
        {(material || additive) && (
          <Link to={category ? `/articles?category=${encodeURIComponent(category)}` : '/articles'} className="small">
            {t('filter.clear')}
          </Link>
        )}
      </div>
    </form>
  );
}
