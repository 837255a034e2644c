import { LIMITS, type ArticleLanguage } from '@labmedicin/contracts';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { UploadRefused, uploadImage, type UploadAnswer } from '../../../api/uploads';
import { errorCodeText } from '../../../i18n';
import { AltTextFields, altTextProblem, NO_ALT_TEXT, type AltTextValue } from './alt-text-fields';
import { MediaLibraryPicker, type PickedImage } from './media-library-picker';
import { useSizeFormat } from './format-size';

/** The image types the uploader accepts; the server decides again from the file's bytes. */
const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'];

interface ImageUploaderProps {
  onUploaded: (image: Pick<UploadAnswer, 'imageUrl' | 'alt' | 'filename'>) => void;
  onError?: (message: string) => void;
  onCancel?: () => void;
  /** Offers 'Insert from Library' below the drop area, which calls this. */
  onOpenLibrary?: () => void;
  /** The language of the article the image goes into: its alt text is written in it. */
  language?: ArticleLanguage;
}

/**
 * The image uploader panel: drop an image or click to pick one; then its preview,
 * name and size, its alt text (or "decorative"), Cancel and Insert Image; while it uploads a progress bar with the percentage and
 * 'Inserting Image...'; a failure in a dismissible red alert.
 */
export function ImageUploader({ onUploaded, onError, onCancel, onOpenLibrary, language }: ImageUploaderProps) {
  const { t } = useTranslation(['admin', 'common']);
  const size = useSizeFormat();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [altText, setAltText] = useState<AltTextValue>(NO_ALT_TEXT);
  const [tried, setTried] = useState(false);
  const uploading = progress !== null;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const fail = (message: string) => {
    setError(message);
    onError?.(message);
  };
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setError(null);
    if (!IMAGE_TYPES.includes(chosen.type)) return fail(t('editor.uploader.invalidType'));
    if (chosen.size > LIMITS.imageUploadMaxBytes) return fail(t('editor.uploader.tooLarge'));
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };
  const clear = () => {
    setFile(null);
    setPreview(null);
    setError(null);
    setProgress(null);
    setAltText(NO_ALT_TEXT);
    setTried(false);
    if (input.current) input.current.value = '';
  };
  const upload = async () => {
    if (!file) return;
    setError(null);
    setTried(true);
    if (altTextProblem(altText) !== null) return;
    setProgress(0);
    try {
      const { imageUrl, alt, filename } = await uploadImage(file, altText, setProgress);
      clear();
      onUploaded({ imageUrl, alt, filename });
    } catch (failure) {
      setProgress(null);
      fail(uploadFailureText(failure, t('editor.uploader.failed'), t('editor.uploader.refused')));
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) choose(event.dataTransfer.files[0]);
  };

  return (
    <div>
      {error && (
        <Alert variant="danger" dismissible onClose={() => setError(null)} closeLabel={t('common:close')}>
          {error}
        </Alert>
      )}
      {!file && (
        <div
          role="button"
          tabIndex={0}
          className={`border border-2 rounded p-4 text-center ${dragging ? 'border-primary bg-primary-subtle' : 'border-secondary-subtle'}`}
          style={{ borderStyle: 'dashed', cursor: 'pointer' }}
          onClick={() => input.current?.click()}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              input.current?.click();
            }
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p className="mb-1">{t('editor.uploader.drop')}</p>
          <p className="small text-muted mb-0">{t('editor.uploader.hint')}</p>
        </div>
      )}
      {!file && onOpenLibrary && (
        <>
          <div className="d-flex align-items-center gap-2 my-3 text-muted small" aria-hidden="true">
            <hr className="flex-grow-1 my-0" />
            {t('editor.uploader.or')}
            <hr className="flex-grow-1 my-0" />
          </div>
          <div className="text-center">
            <Button variant="outline-primary" onClick={onOpenLibrary}>
              {t('editor.uploader.library')}
            </Button>
          </div>
        </>
      )}
      {file && (
        <div className="text-center">
          {preview && <img src={preview} alt={t('editor.uploader.preview')} className="img-fluid rounded mb-2" style={{ maxHeight: 240 }} />}
          <p className="mb-1 text-break">{file.name}</p>
          <p className="small text-muted">{size.kilobytes(file.size)}</p>
          <AltTextFields id="image-alt" value={altText} onChange={setAltText} language={language} showProblem={tried} />
          {uploading && (
            // Nested so that the name lands on the element with the progressbar role, not its frame.
            <ProgressBar className="mb-3">
              <ProgressBar now={progress} label={`${progress}%`} aria-label={t('editor.uploader.progress')} />
            </ProgressBar>
          )}
          <div className="d-flex justify-content-center gap-2">
            <Button
              variant="secondary"
              disabled={uploading}
              onClick={() => {
                clear();
                onCancel?.();
              }}
            >
              {t('editor.cancel')}
            </Button>
            <Button disabled={uploading} onClick={upload}>
              {uploading ? t('editor.uploader.inserting') : t('editor.uploader.insert')}
            </Button>
          </div>
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="d-none"
        data-testid="image-file"
        aria-label={t('editor.uploader.choose')}
        onChange={(event) => choose(event.target.files?.[0])}
      />
    </div>
  );
}

/** the server's message (by its code), else the thrown message, else the default. */
function uploadFailureText(failure: unknown, fallback: string, refusedFallback: string): string {
  if (failure instanceof UploadRefused) return failure.message || refusedFallback;
  if (failure instanceof ApiError) return errorCodeText(failure.code) ?? (failure.message || fallback);
  return failure instanceof Error && failure.message ? failure.message : fallback;
}

interface ImageUploaderDialogProps {
  onHide: () => void;
  onUploaded: ImageUploaderProps['onUploaded'];
  /** With it, 'Insert from Library' opens the media library picker, which hands the chosen image here. */
  onPicked?: (image: PickedImage) => void;
  /** The article's language, which alt texts are written in. */
  language?: ArticleLanguage;
}

/** The uploader in a dialog, for the editor's toolbar; the library picker takes its place while open. */
export function ImageUploaderDialog({ onHide, onUploaded, onPicked, language }: ImageUploaderDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Modal show={!picking} onHide={onHide} centered aria-labelledby="image-uploader-title">
        <Modal.Header closeButton closeLabel={t('common:close')}>
          <Modal.Title id="image-uploader-title">{t('editor.uploader.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ImageUploader onUploaded={onUploaded} onOpenLibrary={onPicked ? () => setPicking(true) : undefined} language={language} />
        </Modal.Body>
      </Modal>
      {onPicked && <MediaLibraryPicker show={picking} onHide={() => setPicking(false)} onSelect={onPicked} language={language} />}
    </>
  );
}
