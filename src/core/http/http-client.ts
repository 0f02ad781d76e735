import { HttpError } from './http-error';

/** The local-storage key of the bearer token (platform spec, section 9). */
export const JWT_STORAGE_KEY = 'jwt';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export interface HttpClientOptions {
  fetch: typeof globalThis.fetch;
  /** Empty for same origin (production and the sandbox). */
  baseUrl: string;
  orgCode: () => string;
  tokens: TokenStore;
}

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

async function parseBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204) return null;
  if (type.includes('application/pdf')) return response.arrayBuffer();
  const text = await response.text();
  if (!text) return null;
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new HttpError(response.status, response.statusText, { message: 'Response was not convertible to json' });
    }
  }
  return text;
}

/** The one HTTP client: credentials, org header, bearer token, query arrays, JSON/text/PDF bodies. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  return async <T>(method: string, path: string, request: RequestOptions = {}): Promise<T> => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-org': options.orgCode(),
      ...request.headers,
    };
    const token = request.external ? null : options.tokens.get();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) {
      body = request.body; // multipart: the browser sets the boundary content type
    } else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const response = await options.fetch(buildUrl(options.baseUrl, path, request.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: request.signal,
      keepalive: request.keepalive,
      ...(request.cache ? { cache: request.cache } : {}),
    });
    const data = await parseBody(response);
    if (!response.ok) throw new HttpError(response.status, response.statusText, data);
    if (data && typeof data === 'object' && typeof (data as { jwt?: unknown }).jwt === 'string') {
      options.tokens.set((data as { jwt: string }).jwt);
    }
    return data as T;
  };
}
