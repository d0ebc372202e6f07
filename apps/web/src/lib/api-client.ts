import {
  siteEndpointPaths,
  XSRF_COOKIE,
  XSRF_HEADER,
  type ApiErrorBody,
  type EndpointName,
  type EndpointPath,
  type EndpointRequest,
  type EndpointResult,
  type JsonEndpointName,
  type UploadEndpointName,
} from '@launchpad/contract';
import { shellMessages } from './shell-messages.ts';

/**
 * Every product call goes to this same-origin prefix (docs/architecture.md: one origin). The
 * endpoint table's paths start with it.
 */
export const API_BASE = '/api';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;
  /**
   * False when the message is the client's own fallback because no API error body came back; some
   * screens then show their own wording (product rules §8: 'Signup failed').
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

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/**
 * Mirrors the contract's `apiErrorSchema` by hand: the schema drags zod (about 24 KB gzipped)
 * into the home page's bundle, which has a 100 kB budget. api-client.test.ts checks that both
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

async function request<T>(method: Method, url: string, body?: unknown): Promise<T> {
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
    response = await fetch(url, {
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

/** The second argument of `call`: optional when the operation takes nothing. */
export type CallArguments<N extends JsonEndpointName> =
  object extends EndpointRequest<N>
    ? [request?: EndpointRequest<N>]
    : [request: EndpointRequest<N>];

/** A part of the contract's endpoint table, as the web app imports it. */
type PathTable = { readonly [N in EndpointName]?: EndpointPath };

/**
 * Calls to the product API, for the operations of one part of the endpoint table: `call` and
 * `upload` take an operation's name, and the path, method, request and result types all come from
 * the contract. The server validates its answers against the same schemas, so the client trusts
 * them instead of shipping zod to every page.
 *
 * `api` below knows the site's operations and ships with the home page; the cohort's features
 * make theirs from the cohort's part (`features/cohort-api.ts`), which loads with their pages.
 */
export function endpointClient<Paths extends PathTable>(paths: Paths) {
  type Name = keyof Paths & EndpointName;
  const route = (name: Name) => paths[name] as EndpointPath;

  /**
   * The URL of operation `name`: its path with the `:params` filled in (encoded), and the query,
   * if any. The types of `call` make sure every parameter is given.
   */
  function url(name: Name, params?: Record<string, string | number>, query?: object): string {
    const path = route(name).path.replace(/:(\w+)/g, (_, key: string) =>
      encodeURIComponent(params![key]!),
    );
    const search = new URLSearchParams(query as Record<string, string>).toString();
    return search ? `${path}?${search}` : path;
  }

  return {
    url,
    call<N extends Name & JsonEndpointName>(
      name: N,
      ...[input]: CallArguments<N>
    ): Promise<EndpointResult<N>> {
      const { params, query, body } = (input ?? {}) as {
        params?: Record<string, string | number>;
        query?: object;
        body?: unknown;
      };
      return request(route(name).method, url(name, params, query), body);
    },
    /** POSTs one file as multipart/form-data under the form field that operation `name` reads. */
    upload<N extends Name & UploadEndpointName>(
      name: N,
      field: NonNullable<Paths[N]>['upload'],
      file: Blob,
    ): Promise<EndpointResult<N>> {
      const form = new FormData();
      form.append(field as string, file);
      return request('POST', url(name), form);
    },
  };
}

/** The site's operations: everything but the cohort's (see `endpointClient`). */
export const api = endpointClient(siteEndpointPaths);

/** The URL of one of the site's operations (see `endpointClient`). */
export const apiUrl = api.url;
