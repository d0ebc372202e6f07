import { XSRF_COOKIE, XSRF_HEADER, type ApiErrorBody } from '@launchpad/contract';
import { shellMessages } from './shell-messages.ts';

/** Every product call goes to this same-origin prefix (DESIGN.md: one website, one origin). */
export const API_BASE = '/api';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;
  /**
   * False when the message is the client's own fallback because no API error body came back; some
   * screens then show their own wording (spec §8: 'Signup failed').
   */
  readonly fromServer: boolean;

  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string[]> = {},
    fromServer = true,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.fromServer = fromServer;
  }
}

/** Status given to failures that never produced an HTTP response (offline, DNS, aborted). */
export const NETWORK_ERROR_STATUS = 0;
const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/**
 * Mirrors the contract's `apiErrorSchema` by hand: the schema drags zod (about 24 KB gzipped)
 * into the home page's bundle, which has a 120 KB budget. api-client.test.ts checks that both
 * agree.
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { message, fieldErrors } = value as Record<string, unknown>;
  if (typeof message !== 'string') return false;
  if (fieldErrors === undefined) return true;
  if (typeof fieldErrors !== 'object' || fieldErrors === null || Array.isArray(fieldErrors)) {
    return false;
  }
  return Object.values(fieldErrors).every(
    (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
  );
}

function xsrfHeader(): [string, string] | undefined {
  const token = readCookie(XSRF_COOKIE);
  return token === undefined ? undefined : [XSRF_HEADER, token];
}

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  // FormData goes as it is: fetch then writes the multipart Content-Type with its boundary.
  const form = body instanceof FormData ? body : undefined;
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined && !form) headers.set('Content-Type', 'application/json');
  if (method !== 'GET') {
    const xsrf = xsrfHeader();
    if (xsrf) headers.set(...xsrf);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE, {}, false);
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (isApiErrorBody(data)) throw new ApiError(response.status, data.message, data.fieldErrors);
    throw new ApiError(response.status, shellMessages.somethingWentWrong, {}, false);
  }
  return data as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('Content-Type')?.includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Typed calls to the product API; paths are relative to /api. The type parameter is the
 * contract's response type: the server validates its responses against the same schemas, so the
 * client trusts them instead of shipping zod to every page.
 */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T = void>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T = void>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T = void>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  /** `body`, when given, goes as JSON (DELETE /account takes the typed e-mail to confirm). */
  delete: <T = void>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  /** POSTs one file as multipart/form-data under the form field `field`. */
  upload: <T>(path: string, field: string, file: Blob) => {
    const form = new FormData();
    form.append(field, file);
    return request<T>('POST', path, form);
  },
};
