import { LIMITS, MEDIA_FILTERS, type MediaFilter, type MediaSort } from '@labmedicin/contracts';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import type { EnglishTexts } from '../../../locales/texts';
import { ChoiceSelect } from './choice-select';
import { useDebounced, useMediaPage } from './use-media';

/** A screen's sort choices and the API's sort and order each stands for. */
export type LibrarySorts<S extends string> = Record<S, { sort: MediaSort; order: 'asc' | 'desc' }>;

/** The sort choices the texts name (a screen offers some of them). */
type SortName = keyof EnglishTexts['admin']['media']['sorts'];

/**
 * One way of looking at the library, as the media screen and the picker both offer it: a search
 * by file name (asked for once typing has stopped), a filter by use, a sort and a page; any change
 * of the three goes back to the first page.
 */
export function useLibraryView<S extends SortName>(sorts: LibrarySorts<S>, firstSort: S, enabled = true) {
  const [search, setSearch] = useState('');
  const [filter, chooseFilter] = useState<MediaFilter>('all');
  const [sort, chooseSort] = useState<S>(firstSort);
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebounced(search.trim(), LIMITS.mediaSearchDebounceMs);
  const media = useMediaPage({ page, filter, search: debouncedSearch, ...sorts[sort] }, enabled);
  useEffect(() => setPage(1), [debouncedSearch]);
  return {
    search,
    setSearch,
    filter,
    setFilter(value: MediaFilter) {
      chooseFilter(value);
      setPage(1);
    },
    sort,
    setSort(value: S) {
      chooseSort(value);
      setPage(1);
    },
    page,
    setPage,
    media,
    images: media.data?.data ?? [],
    pages: media.data?.pagination.pages ?? 0,
    /** The list shown is a part of the library, not all of it. */
    narrowed: debouncedSearch !== '' || filter !== 'all',
    /** Back to the whole library, newest first. */
    reset() {
      setSearch('');
      chooseFilter('all');
      chooseSort(firstSort);
      setPage(1);
    },
  };
}

type LibraryView<S extends SortName> = ReturnType<typeof useLibraryView<S>>;

interface LibraryViewControlsProps<S extends SortName> {
  view: LibraryView<S>;
  sorts: LibrarySorts<S>;
  /** Prefix of the controls' element ids, unique on the screen. */
  idPrefix: string;
  /** The search's label is read by screen readers only (the picker, where space is short). */
  searchLabelHidden?: boolean;
}

/** The search (with its clear button), filter and sort of a library view. */
export function LibraryViewControls<S extends SortName>({ view, sorts, idPrefix, searchLabelHidden = false }: LibraryViewControlsProps<S>) {
  const { t } = useTranslation('admin');
  return (
    <Row className="g-2 mb-3 align-items-end">
      <Col md={6}>
        <Form.Label htmlFor={`${idPrefix}-search`} className={searchLabelHidden ? 'visually-hidden' : 'small mb-1'}>
          {t('media.searchLabel')}
        </Form.Label>
        <InputGroup>
          <Form.Control
            id={`${idPrefix}-search`}
            type="search"
            placeholder={t('media.searchPlaceholder')}
            value={view.search}
            onChange={(event) => view.setSearch(event.target.value)}
          />
          {view.search && (
            <Button variant="outline-secondary" aria-label={t('media.clearSearch')} onClick={() => view.setSearch('')}>
              ×
            </Button>
          )}
        </InputGroup>
      </Col>
      <Col sm={6} md={3}>
        <ChoiceSelect
          id={`${idPrefix}-filter`}
          label={t('media.filterLabel')}
          value={view.filter}
          choices={MEDIA_FILTERS}
          choiceLabel={(value) => t(`media.filters.${value}`)}
          onChange={view.setFilter}
        />
      </Col>
      <Col sm={6} md={3}>
        <ChoiceSelect
          id={`${idPrefix}-sort`}
          label={t('media.sortLabel')}
          value={view.sort}
          choices={Object.keys(sorts) as S[]}
          choiceLabel={(value) => t(`media.sorts.${value}`)}
          onChange={view.setSort}
        />
      </Col>
    </Row>
  );
}

/** What a library view without images says: nothing matches, or the library is empty. */
export function LibraryEmpty({ narrowed }: { narrowed: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div className="text-center text-muted py-5">
      {narrowed ? (
        <>
          <p className="mb-1 fw-semibold">{t('media.noResults')}</p>
          <p className="small mb-0">{t('media.noResultsHint')}</p>
        </>
      ) : (
        <p className="mb-0">{t('media.empty')}</p>
      )}
    </div>
  );
}
