import type { ArticleLanguage, MediaLibraryItem } from '@labmedicin/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { LibraryEmpty, LibraryViewControls, useLibraryView, type LibrarySorts } from './library-view';
import { AltTextFields, altTextOf, altTextProblem, NO_ALT_TEXT, type AltTextValue } from './alt-text-fields';
import { useSizeFormat } from './format-size';
import { truncateFilename } from './media-format';
import { MediaPager } from './media-pager';

/** The picker's sort choices and the API's sort and order each stands for. */
const PICKER_SORTS = {
  newest: { sort: 'date', order: 'desc' },
  oldest: { sort: 'date', order: 'asc' },
  nameAsc: { sort: 'name', order: 'asc' },
  nameDesc: { sort: 'name', order: 'desc' },
} as const satisfies LibrarySorts<string>;

/** Names in the picker's grid are cut to this many characters, extension kept. */
const PICKER_NAME_MAX = 25;

/** What the caller gets for the chosen image: its URL, the alt text written for it (empty when decorative) and its stored name. */
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
  /** The language of the article the image goes into: its alt text is written in it. */
  language?: ArticleLanguage;
}

/**
 * The media library picker: search by file name (with a clear button), filter by use, sort, a
 * responsive grid of the library's images and a pager when there is more than one page. Choosing
 * an image asks its alt text (or "decorative") in the article's language, then hands it to the
 * caller. Cancel and Escape close it; closing resets the search, filter and sort.
 */
export function MediaLibraryPicker({ show, onHide, onSelect, keepOpenOnSelect = false, language }: MediaLibraryPickerProps) {
  const { t } = useTranslation(['admin', 'common']);
  const size = useSizeFormat();
  const view = useLibraryView(PICKER_SORTS, 'newest', show);

  const [chosen, setChosen] = useState<MediaLibraryItem | null>(null);
  const [altText, setAltText] = useState<AltTextValue>(NO_ALT_TEXT);
  const [tried, setTried] = useState(false);

  const backToLibrary = () => {
    setChosen(null);
    setAltText(NO_ALT_TEXT);
    setTried(false);
  };
  const close = () => {
    view.reset();
    backToLibrary();
    onHide();
  };
  const insert = (image: MediaLibraryItem) => {
    setTried(true);
    if (altTextProblem(altText) !== null) return;
    onSelect({ url: image.url, alt: altTextOf(altText), filename: image.filename });
    if (keepOpenOnSelect) backToLibrary();
    else close();
  };

  return (
    <Modal show={show} onHide={close} size="xl" centered aria-labelledby="media-picker-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="media-picker-title">{t('media.pickerTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {chosen && (
          <div className="text-center">
            <img src={chosen.url} alt="" className="img-fluid rounded mb-2" style={{ maxHeight: 240 }} />
            <p className="mb-3 text-break">{chosen.originalName}</p>
            <AltTextFields id="picked-image-alt" value={altText} onChange={setAltText} language={language} showProblem={tried} />
          </div>
        )}
        <div hidden={chosen !== null}>
          <LibraryViewControls view={view} sorts={PICKER_SORTS} idPrefix="media-picker" searchLabelHidden />

          {view.media.isError && <ErrorAlert title={t('media.loadFailed')} error={view.media.error} />}
          {view.media.isPending && <LoadingSpinner label={t('media.loading')} />}
          {view.media.isSuccess && view.images.length === 0 && <LibraryEmpty narrowed={view.narrowed} />}

          {view.images.length > 0 && (
            <Row xs={2} sm={3} md={4} lg={6} className="g-3" as="ul" aria-label={t('media.title')} style={{ listStyle: 'none', paddingLeft: 0 }}>
              {view.images.map((image) => (
                <Col key={image._id} as="li">
                  <button
                    type="button"
                    className="btn btn-outline-secondary w-100 p-1 text-start"
                    aria-label={t('media.pick', { name: image.originalName })}
                    onClick={() => setChosen(image)}
                  >
                    <img src={image.url} alt={image.originalName} loading="lazy" className="w-100 rounded" style={{ height: 110, objectFit: 'cover' }} />
                    <span className="d-block small text-truncate mt-1" title={image.originalName}>
                      {truncateFilename(image.originalName, PICKER_NAME_MAX)}
                    </span>
                    <span className="d-block small text-muted">{size.bytes(image.size)}</span>
                  </button>
                </Col>
              ))}
            </Row>
          )}

          <MediaPager page={view.page} pages={view.pages} onPage={view.setPage} />
        </div>
      </Modal.Body>
      <Modal.Footer>
        {chosen && (
          <Button variant="outline-secondary" className="me-auto" onClick={backToLibrary}>
            {t('media.backToLibrary')}
          </Button>
        )}
        <Button variant="secondary" onClick={close}>
          {t('media.cancel')}
        </Button>
        {chosen && <Button onClick={() => insert(chosen)}>{t('editor.uploader.insert')}</Button>}
      </Modal.Footer>
    </Modal>
  );
}
