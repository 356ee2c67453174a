import { activeLocale, msg } from '@sla/i18n';
import { DATA_ERROR_STATUS, DataError, SERVER_PROBLEM, type DataErrorCode } from '@sla/contract';

export interface TransportOptions {
  /** Where the data service answers, e.g. "/api" (same origin) or "https://api.example.org/api". */
  baseUrl: string;
  /** The signed-in user's ID token, or null when nobody is signed in. */
  getToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** "blob" for files (CSV exports); JSON otherwise. */
  as?: 'json' | 'blob';
}

export interface Transport {
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options?: RequestOptions): Promise<T>;
  /**
   * Sends one file as the raw request body (its type in Content-Type, its name in X-File-Name),
   * reporting progress where the browser can (XMLHttpRequest); answers JSON.
   */
  upload<T>(path: string, file: File, onProgress?: (fraction: number) => void): Promise<T>;
  /** An authenticated GET whose answer is read as it arrives (a server-sent event stream); refusals as DataError. */
  stream(path: string, signal: AbortSignal): Promise<Response>;
}

/** What a request that never reached the service says. */
const UNREACHABLE = msg('Could not reach the server. Check your connection and try again.');

const CODES = new Set(Object.keys(DATA_ERROR_STATUS));
const CODE_BY_STATUS: Record<number, DataErrorCode> = Object.fromEntries(
  Object.entries(DATA_ERROR_STATUS).map(([code, status]) => [status, code as DataErrorCode]),
);

/** Rebuilds the server's DataError from its answer; anything unexpected becomes a plain message. */
async function errorFrom(response: Response): Promise<DataError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; fieldErrors?: Record<string, string> };
  } | null;
  const code =
    body?.error?.code && CODES.has(body.error.code)
      ? (body.error.code as DataErrorCode)
      : (CODE_BY_STATUS[response.status] ?? 'internal');
  const message = body?.error?.message || (response.status >= 500 ? SERVER_PROBLEM : msg('The request was refused.'));
  const retryAfter = Number(response.headers.get('retry-after'));
  return new DataError(
    code,
    message,
    body?.error?.fieldErrors ?? {},
    Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {},
  );
}

/**
 * The XMLHttpRequest members an upload with progress needs. Declared here because the data service also compiles
 * this library, without the DOM types; fetch cannot report upload progress, so browsers use XHR.
 */
interface ProgressRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onerror: (() => void) | null;
  onload: (() => void) | null;
  status: number;
  responseText: string;
  getResponseHeader(name: string): string | null;
  send(body: unknown): void;
}

/**
 * The file name in a Content-Disposition header: the RFC 5987 `filename*` (UTF-8) when there is one and it decodes,
 * else the plain `filename`; null for none. Path separators are dropped: the browser saves it as a name, not a path.
 */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      name = decodeURIComponent(extended);
    } catch {
      name = null;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1] ?? null;
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe || null;
}

export function createTransport({
  baseUrl,
  getToken,
  fetch: fetchImpl = (...args) => fetch(...args),
}: TransportOptions): Transport {
  const root = baseUrl.replace(/\/$/, '');
  const uploadHeaders = async (file: File) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': file.type || 'application/octet-stream',
      'x-file-name': encodeURIComponent(file.name),
    };
    const token = await getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    return headers;
  };
  return {
    async stream(path: string, signal: AbortSignal) {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      const token = await getToken();
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetchImpl(`${root}${path}`, { headers, signal });
      if (!response.ok) throw await errorFrom(response);
      return response;
    },
    async upload<T>(path: string, file: File, onProgress?: (fraction: number) => void): Promise<T> {
      const headers = await uploadHeaders(file);
      const Xhr = (globalThis as { XMLHttpRequest?: new () => ProgressRequest }).XMLHttpRequest;
      if (!Xhr || !onProgress) {
        let response: Response;
        try {
          response = await fetchImpl(`${root}${path}`, { method: 'POST', headers, body: file });
        } catch (error) {
          console.error('[data] upload failed', path, error);
          throw new DataError('unavailable', UNREACHABLE);
        }
        if (!response.ok) throw await errorFrom(response);
        onProgress?.(1);
        return (await response.json()) as T;
      }
      return new Promise<T>((resolve, reject) => {
        const xhr = new Xhr();
        xhr.open('POST', `${root}${path}`);
        for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
        xhr.onerror = () => reject(new DataError('unavailable', msg('The upload stopped. Check your connection and try again.')));
        xhr.onload = async () => {
          const response = new Response(xhr.responseText, {
            status: xhr.status,
            headers: { 'retry-after': xhr.getResponseHeader('retry-after') ?? '' },
          });
          if (xhr.status >= 200 && xhr.status < 300) {
            onProgress(1);
            resolve(JSON.parse(xhr.responseText) as T);
          } else reject(await errorFrom(response));
        };
        xhr.send(file);
      });
    },
    async request<T>(method: string, path: string, { query, body, as = 'json' }: RequestOptions = {}) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query ?? {}))
        if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
      const url = `${root}${path}${params.size ? `?${params}` : ''}`;
      // The page's language: what the service writes to someone it knows only by this request (a
      // receipt, a confirmation e-mail) is in it.
      const headers: Record<string, string> = {
        accept: as === 'blob' ? '*/*' : 'application/json',
        'accept-language': activeLocale(),
      };
      const token = await getToken();
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await fetchImpl(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      } catch (error) {
        console.error('[data] request failed', method, path, error);
        throw new DataError('unavailable', UNREACHABLE);
      }
      if (!response.ok) throw await errorFrom(response);
      if (response.status === 204) return undefined as T;
      if (as === 'blob') {
        // A download keeps the name the service gave it (Content-Disposition), so it is saved under that name.
        const blob = await response.blob();
        const name = attachmentName(response.headers.get('content-disposition'));
        return (name ? new File([blob], name, { type: blob.type }) : blob) as T;
      }
      return (await response.json()) as T;
    },
  } as Transport;
}
