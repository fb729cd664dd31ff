/**
 * The one way the dashboard talks to the server: credentials, the CSRF header and a
 * cache-bypass header on every call, and HTTP errors mapped as spec 1 §8 says.
 */
import { i18n } from '../i18n';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** What the server adds for the screen to act on (a dependency report, the current version …). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** 401, 403 and notLoggedIn end the session; 500 'Site not found' too. */
  get endsSession(): boolean {
    return (
      this.status === 401 ||
      this.status === 403 ||
      this.code === 'notLoggedIn' ||
      (this.status === 500 && this.message === 'Site not found')
    );
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** A file instead of JSON (exports). */
  as?: 'json' | 'blob';
  /** Extra headers of one call (a variant write's `x-disable-webhooks`). */
  headers?: Record<string, string>;
}

let onSessionEnded: () => void = () => {};

/** Set once by the app: what happens when the server says the session is over. */
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

function toUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** Maps an HTTP error response to an ApiError as spec 1 §8 says. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    error?: string;
    message?: string;
    fields?: Record<string, string>;
    details?: Record<string, unknown>;
  } | null;
  const message = body?.message;
  switch (response.status) {
    case 404:
      return new ApiError(404, 'resourceNotFound', message ?? 'resourceNotFound');
    case 400:
      return new ApiError(400, body?.error ?? 'badRequest', message ?? 'badRequest', body?.fields);
    case 500:
      return new ApiError(500, body?.error ?? 'internalServerError', message ?? 'internalServerError');
    default:
      return new ApiError(
        response.status,
        body?.error ?? 'error',
        message ?? response.statusText,
        body?.fields,
        body?.details,
      );
  }
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    ...options.headers,
    accept: options.as === 'blob' ? '*/*' : 'application/json',
    'cache-control': 'no-cache',
  };
  const csrf = readCookie('csrf_token');
  if (csrf) headers['x-csrf-token'] = csrf;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(toUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      cache: 'no-store',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'networkError', i18n.t('errors.network'));
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (error.endsSession) onSessionEnded();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (options.as === 'blob' ? await response.blob() : await response.json()) as T;
}

/** Fetches a file (with the session, errors mapped as for any call) and lets the browser save it. */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const blob = await request<Blob>('GET', path, { as: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface UploadOptions {
  query?: Query;
  /** Called as the body goes out, with the share sent so far (0–1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST through XMLHttpRequest, the one browser API that reports upload progress;
 * the same credentials, headers and error mapping as `request`.
 */
export function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', toUrl(path, options.query));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('cache-control', 'no-cache');
    const csrf = readCookie('csrf_token');
    if (csrf) xhr.setRequestHeader('x-csrf-token', csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(JSON.parse(xhr.responseText) as T);
        return;
      }
      void toApiError(new Response(xhr.responseText || null, { status: xhr.status })).then((error) => {
        if (error.endsSession) onSessionEnded();
        reject(error);
      });
    };
    xhr.onerror = () => reject(new ApiError(0, 'networkError', i18n.t('errors.network')));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** Site-scoped calls: the spec's `pages`, `site` … under /api/sites/{siteId}. */
export const sitePath = (siteId: string, path: string) => `/sites/${encodeURIComponent(siteId)}${path}`;
