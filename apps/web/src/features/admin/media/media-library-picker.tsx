import { LIMITS, MEDIA_FILTERS, type MediaFilter, type MediaLibraryItem, type MediaSort } from '@labmedicin/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { ChoiceSelect } from './choice-select';
import { formatBytes, truncateFilename } from './media-format';
import { MediaPager } from './media-pager';
import { useDebounced, useMediaPage } from './use-media';

/** The picker's sort choices and the API's sort and order each stands for. */
export const PICKER_SORTS = {
  newest: { sort: 'date', order: 'desc' },
  oldest: { sort: 'date', order: 'asc' },
  nameAsc: { sort: 'name', order: 'asc' },
  nameDesc: { sort: 'name', order: 'desc' },
} as const satisfies Record<string, { sort: MediaSort; order: 'asc' | 'desc' }>;
type PickerSort = keyof typeof PICKER_SORTS;

/** Names in the picker's grid are cut to this many characters, extension kept. */
const PICKER_NAME_MAX = 25;

/** What the caller gets for the chosen image: its URL, the alt text (its original name) and its stored name. */
export interface PickedImage {
  url: string;
  alt: string;
  filename: string;
}

interface MediaLibraryPickerProps {
  show: boolean;
  onHide: () => void;
  onSelect: (image: PickedImage) => void;
  /** Keep the dialog open after a choice (to pick several); it closes by default. */
  keepOpenOnSelect?: boolean;
}

/**
 * The media library picker: search by file name (with a clear button), filter by use, sort, a
 * responsive grid of the library's images and a pager when there is more than one page. Choosing
 * an image hands it to the caller with its original name as alt text. Cancel and Escape close it;
 * closing resets the search, filter and sort.
 */
export function MediaLibraryPicker({ show, onHide, onSelect, keepOpenOnSelect = false }: MediaLibraryPickerProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<MediaFilter>('all');
  const [sort, setSort] = useState<PickerSort>('newest');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebounced(search.trim(), LIMITS.mediaSearchDebounceMs);
  const media = useMediaPage({ page, filter, search: debouncedSearch, ...PICKER_SORTS[sort] }, show);
  const images = media.data?.data ?? [];
  const pages = media.data?.pagination.pages ?? 0;
  const narrowed = search.trim() !== '' || filter !== 'all';

  const close = () => {
    setSearch('');
    setFilter('all');
    setSort('newest');
    setPage(1);
    onHide();
  };
  const choose = (image: MediaLibraryItem) => {
    onSelect({ url: image.url, alt: image.originalName, filename: image.filename });
    if (!keepOpenOnSelect) close();
  };

  return (
    <Modal show={show} onHide={close} size="xl" centered aria-labelledby="media-picker-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="media-picker-title">{t('media.pickerTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Row className="g-2 mb-3 align-items-end">
          <Col md={6}>
            <Form.Label htmlFor="media-picker-search" className="visually-hidden">
              {t('media.searchLabel')}
            </Form.Label>
            <InputGroup>
              <Form.Control
                id="media-picker-search"
                type="search"
                placeholder={t('media.searchPlaceholder')}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
              />
              {search && (
                <Button
                  variant="outline-secondary"
                  aria-label={t('media.clearSearch')}
                  onClick={() => {
                    setSearch('');
                    setPage(1);
                  }}
                >
                  ×
                </Button>
              )}
            </InputGroup>
          </Col>
          <Col sm={6} md={3}>
            <ChoiceSelect
              id="media-picker-filter"
              label={t('media.filterLabel')}
              value={filter}
              choices={MEDIA_FILTERS}
              choiceLabel={(value) => t(`media.filters.${value}`)}
              onChange={(value) => {
                setFilter(value);
                setPage(1);
              }}
            />
          </Col>
          <Col sm={6} md={3}>
            <ChoiceSelect
              id="media-picker-sort"
              label={t('media.sortLabel')}
              value={sort}
              choices={Object.keys(PICKER_SORTS) as PickerSort[]}
              choiceLabel={(value) => t(`media.sorts.${value}`)}
              onChange={(value) => {
                setSort(value);
                setPage(1);
              }}
            />
          </Col>
        </Row>

        {media.isError && <ErrorAlert title={t('media.loadFailed')} error={media.error} />}
        {media.isPending && <LoadingSpinner label={t('media.loading')} />}
        {media.isSuccess && images.length === 0 && (
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
        )}

        {images.length > 0 && (
          <Row xs={2} sm={3} md={4} lg={6} className="g-3" as="ul" aria-label={t('media.title')} style={{ listStyle: 'none', paddingLeft: 0 }}>
            {images.map((image) => (
              <Col key={image._id} as="li">
                <button
                  type="button"
                  className="btn btn-outline-secondary w-100 p-1 text-start"
                  aria-label={t('media.pick', { name: image.originalName })}
                  onClick={() => choose(image)}
                >
                  <img src={image.url} alt={image.originalName} loading="lazy" className="w-100 rounded" style={{ height: 110, objectFit: 'cover' }} />
                  <span className="d-block small text-truncate mt-1" title={image.originalName}>
                    {truncateFilename(image.originalName, PICKER_NAME_MAX)}
                  </span>
                  <span className="d-block small text-muted">{formatBytes(image.size)}</span>
                </button>
              </Col>
            ))}
          </Row>
        )}

        <MediaPager page={page} pages={pages} onPage={setPage} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={close}>
          {t('media.cancel')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
