import { SESSION_SETTINGS } from '../session/session-settings';
import { catalogue } from '../platform/platform-copy';
import { HttpError, isSessionEnded, RequestError, RequestTimeoutError } from './http-error';

/** The local-storage key of the bearer token (platform spec, section 9). */
export const JWT_STORAGE_KEY = 'jwt';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export interface HttpClientOptions {
  fetch: typeof globalThis.fetch;
  /**
   * Empty for same origin (production and the sandbox); a function when it is decided after
   * start (the base-URL flag, src/core/session/api-base-url.ts).
   */
  baseUrl: string | (() => string);
  orgCode: () => string;
  tokens: TokenStore;
  /** Ms before an unanswered call is aborted (flows/platform/session.json by default). */
  timeoutMs?: number;
  /** The same for multipart uploads. */
  uploadTimeoutMs?: number;
  /** Timers; tests pass fake ones. */
  timers?: Timers;
  /**
   * The one place an ended session is noticed (platform spec, section 8): called for every call
   * that sent the session and was answered 401, or 403 unauthenticated or invalid signature,
   * whoever made it (a query, a mutation or a plain fetcher such as the feedback post), before
   * the error reaches the caller.
   */
  onSessionEnded?: (error: HttpError) => void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface RequestOptions {
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** External contexts send no Authorization header. */
  external?: boolean;
  keepalive?: boolean;
  /** The fetch cache mode; 'no-store' for data that must be read fresh (the banner file). */
  cache?: RequestCache;
  /** This call's timeout in ms, instead of the client's. */
  timeoutMs?: number;
  /** 'blob': a successful answer is the bytes as they came (a file to offer), whatever its type. */
  responseType?: 'blob';
  /** 'ignore' for a call whose 401 is an answer, not an ended session (a wrong password at sign-in). */
  sessionEnd?: 'ignore';
}

export type HttpClient = <T>(method: string, path: string, options?: RequestOptions) => Promise<T>;

export function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    // Arrays are sent as repeated parameters.
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const qs = params.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

async function parseBody(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204) return null;
  if (type.includes('application/pdf')) return response.arrayBuffer();
  const text = await response.text();
  if (!text) return null;
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new HttpError(response.status, response.statusText, { message: catalogue.responseNotJson });
    }
  }
  // An HTML page where the API answers (a proxy's or captive portal's) is never the data asked for:
  // a failure the caller shows with its way on, not a string a screen would draw from.
  if (type.includes('text/html')) {
    throw new HttpError(response.status, response.statusText, { message: catalogue.responseNotJson });
  }
  return text;
}

/** The one HTTP client: credentials, org header, bearer token, query arrays, JSON/text/PDF/blob bodies. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  return async <T>(method: string, path: string, request: RequestOptions = {}): Promise<T> => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-org': options.orgCode(),
      ...request.headers,
    };
    const token = request.external ? null : options.tokens.get();
    // A call given its own Authorization (a token just received) keeps it.
    if (token && headers.authorization === undefined) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) {
      body = request.body; // multipart: the browser sets the boundary content type
    } else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const multipart = request.body instanceof FormData;
    const timeoutMs =
      request.timeoutMs ??
      (multipart
        ? (options.uploadTimeoutMs ?? SESSION_SETTINGS.http.uploadTimeoutMs)
        : (options.timeoutMs ?? SESSION_SETTINGS.http.requestTimeoutMs));
    const timers = options.timers ?? realTimers;
    // One controller aborts the call on the caller's signal or when the timeout passes.
    const controller = new AbortController();
    let timedOut = false;
    const timer = timers.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort(request.signal?.reason);
    if (request.signal?.aborted) forwardAbort();
    else request.signal?.addEventListener('abort', forwardAbort, { once: true });
    let response: Response;
    let data: unknown;
    try {
      try {
        response = await options.fetch(
          buildUrl(typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl, path, request.query),
          {
            method,
            headers,
            body,
            credentials: 'include',
            signal: controller.signal,
            keepalive: request.keepalive,
            ...(request.cache ? { cache: request.cache } : {}),
          },
        );
      } catch (error) {
        if (timedOut) throw new RequestTimeoutError(timeoutMs);
        // The caller's own cancel stays an AbortError (a query left behind, a page left).
        if (request.signal?.aborted) throw error;
        throw new RequestError(undefined, error);
      }
      try {
        data = await parseBody(response, request.responseType);
      } catch (error) {
        if (timedOut) throw new RequestTimeoutError(timeoutMs);
        if (error instanceof HttpError || request.signal?.aborted) throw error;
        throw new RequestError(undefined, error);
      }
    } finally {
      timers.clearTimeout(timer);
      request.signal?.removeEventListener('abort', forwardAbort);
    }
    if (!response.ok) {
      const error = new HttpError(response.status, response.statusText, data);
      // External contexts send no session, so their refusal says nothing about it.
      if (!request.external && request.sessionEnd !== 'ignore' && isSessionEnded(error))
        options.onSessionEnded?.(error);
      throw error;
    }
    if (data && typeof data === 'object' && typeof (data as { jwt?: unknown }).jwt === 'string') {
      options.tokens.set((data as { jwt: string }).jwt);
    }
    return data as T;
  };
}
