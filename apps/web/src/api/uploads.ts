import { ROUTES, apiPathOf, type ArticleImageUploadResponse, type ImageAltValues } from '@labmedicin/contracts';
import { loadErrorTexts } from '../i18n';
import { ApiError } from './http';

/** The answer of POST /articles/upload. */
export type UploadAnswer = ArticleImageUploadResponse;

/** A refused upload: `success: false` with the server's message, or 'Upload failed' when it gave none. */
export class UploadRefused extends Error {}

/**
 * POST /articles/upload with the file as multipart field `image` and its alt text (`alt`, or
 * `decorative`), reporting the share sent (0-100)
 * as it goes; fetch cannot report upload progress, XMLHttpRequest can. Rejects with an ApiError for
 * an HTTP failure (status 0 when no answer came).
 */
export function uploadImage(file: File, altText: ImageAltValues, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(ROUTES.articleImageUpload.method, apiPathOf(ROUTES.articleImageUpload));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0));
    request.onload = () => {
      let body: Partial<UploadAnswer> & { code?: string; fieldCodes?: Record<string, string> } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // no JSON: the status says what happened
      }
      if (request.status < 200 || request.status >= 300) {
        const error = new ApiError(request.status, body.code ?? '', body.message ?? '', body.fieldCodes ?? {});
        // As api/http.ts does: the code's text is there before the failure is shown.
        void (error.code ? loadErrorTexts() : Promise.resolve()).then(() => reject(error));
      } else if (!body.success || !body.imageUrl) {
        reject(new UploadRefused(body.message || ''));
      } else {
        onProgress(100);
        resolve(body as UploadAnswer);
      }
    };
    const form = new FormData();
    form.append('alt', altText.alt ?? '');
    form.append('decorative', String(altText.decorative ?? false));
    form.append(ROUTES.articleImageUpload.file, file);
    request.send(form);
  });
}
