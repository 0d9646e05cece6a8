import { t } from '@lingui/core/macro';
import { AppError, isErrorBody } from '@propdesk/shared';
import { networkErrorMessage } from './api-client';

export interface UploadOptions {
  /** API path, e.g. /properties/ids/{id}/files/upload. */
  path: string;
  files: Blob[];
  /** The multipart field: 'files' for image lists, 'file' for a single image. */
  field: 'files' | 'file';
  tenant: string;
  getToken: () => string | null;
  /** Refreshes the session once when the token is refused; resolves to the new token. */
  refresh: () => Promise<string | null>;
  /** Bytes sent so far of the whole request. */
  onProgress?: (loaded: number, total: number) => void;
}

/** Headers, not words: the site's slug and the bearer token, as the API client sends them. */
const X_TENANT = 'X-Tenant';
const AUTHORIZATION = 'Authorization';
const BEARER = 'Bearer ';

interface XhrResult {
  status: number;
  body: unknown;
}

function send(options: UploadOptions, token: string | null): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    options.files.forEach((file, i) =>
      form.append(options.field, file, file instanceof File ? file.name : `image-${i + 1}`),
    );
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.path);
    xhr.setRequestHeader(X_TENANT, options.tenant);
    if (token) xhr.setRequestHeader(AUTHORIZATION, BEARER + token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new AppError('UNAVAILABLE', networkErrorMessage()));
    xhr.send(form);
  });
}

/**
 * Posts files as multipart/form-data with XMLHttpRequest, which (unlike fetch) reports upload
 * progress. Resolves to the JSON answer or throws an AppError with the API's message.
 */
export async function uploadFiles<T>(options: UploadOptions): Promise<T> {
  const token = options.getToken();
  let result = await send(options, token);
  if (result.status === 401 && token && isErrorBody(result.body)) {
    if (result.body.code === 'TOKEN_INVALID') {
      const fresh = await options.refresh();
      if (fresh) result = await send(options, fresh);
    }
  }
  if (result.status >= 200 && result.status < 300) return result.body as T;
  if (isErrorBody(result.body)) throw AppError.fromBody(result.body);
  const status = result.status;
  throw new AppError(
    status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
    status === 413
      ? t`The upload is too large`
      : t({ message: `The upload failed (${status}).`, comment: 'status: an HTTP status code' }),
  );
}

/**
 * Each file's share of the bytes sent so far. The files travel one after another in the body,
 * so the request's progress fills them in order; the multipart headers are spread evenly.
 */
export function perFileProgress(sizes: number[], loaded: number, total: number): number[] {
  const payload = sizes.reduce((sum, s) => sum + s, 0);
  const overhead = sizes.length ? Math.max(0, total - payload) / sizes.length : 0;
  let start = 0;
  return sizes.map((size) => {
    const begin = start + overhead;
    start = begin + size;
    if (size === 0) return loaded >= begin ? 1 : 0;
    return Math.min(1, Math.max(0, (loaded - begin) / size));
  });
}
