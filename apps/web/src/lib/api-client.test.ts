import { apiErrorSchema, messages } from '@launchpad/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/render.tsx';
import { api, ApiError, isApiErrorBody, NETWORK_ERROR_STATUS } from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();

function lastRequest() {
  const [url, init] = fetchMock.mock.lastCall ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'XSRF-TOKEN=abc%2B123; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('api client requests', () => {
  it('GETs JSON from /api with the cookies and without the anti-forgery header', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 'ok' }));

    await expect(api.get('/health')).resolves.toEqual({ status: 'ok' });

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/health');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('POSTs a JSON body with the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Saved' }, 201));

    await expect(api.post('/contact-messages', { name: 'Asha' })).resolves.toEqual({
      message: 'Saved',
    });

    const { init, headers } = lastRequest();
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"name":"Asha"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc+123');
  });

  it.each([
    ['PUT', () => api.put('/x', {})],
    ['PATCH', () => api.patch('/x', {})],
    ['DELETE', () => api.delete('/x')],
  ])('sends the anti-forgery header on %s', async (method, call) => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(call()).resolves.toBeUndefined();

    expect(lastRequest().init?.method).toBe(method);
    expect(lastRequest().headers.get('X-XSRF-TOKEN')).toBe('abc+123');
  });

  it('DELETEs with a JSON body when one is given, and without one otherwise', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Deleted' }));

    await expect(api.delete('/account', { email: 'asha@example.com' })).resolves.toEqual({
      message: 'Deleted',
    });
    const withBody = lastRequest();
    expect(withBody.url).toBe('/api/account');
    expect(withBody.init?.method).toBe('DELETE');
    expect(withBody.init?.body).toBe('{"email":"asha@example.com"}');
    expect(withBody.headers.get('Content-Type')).toBe('application/json');
    expect(withBody.headers.get('X-XSRF-TOKEN')).toBe('abc+123');

    await api.delete('/account/sessions/abc');
    const withoutBody = lastRequest();
    expect(withoutBody.init?.body).toBeUndefined();
    expect(withoutBody.headers.has('Content-Type')).toBe(false);
  });

  it('sends no anti-forgery header when the cookie is missing', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await api.post('/auth/logout');

    expect(lastRequest().headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});

describe('api client uploads', () => {
  it('POSTs the file as multipart form data with the cookies and the anti-forgery header', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ url: '/uploads/abc.webp' }, 201));
    const file = new File(['png bytes'], 'me.png', { type: 'image/png' });

    await expect(api.upload('/user/upload-image', 'image', file)).resolves.toEqual({
      url: '/uploads/abc.webp',
    });

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/user/upload-image');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc+123');
    // fetch must write it: only it knows the multipart boundary.
    expect(headers.has('Content-Type')).toBe(false);
    const form = init?.body;
    expect(form).toBeInstanceOf(FormData);
    const sent = (form as FormData).get('image');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('me.png');
    expect(await (sent as File).text()).toBe('png bytes');
  });

  it('maps a refused upload to ApiError like any other call', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { message: messages.invalidPdf, fieldErrors: { file: [messages.invalidPdf] } },
        415,
      ),
    );

    const error = await caught(
      api.upload('/user/upload-file', 'file', new File(['hello'], 'cv.pdf')),
    );

    expect(error.status).toBe(415);
    expect(error.message).toBe(messages.invalidPdf);
  });
});

describe('api client errors', () => {
  it('maps an API error body to ApiError with status, message and field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Invalid input', fieldErrors: { email: ['Required'] } }, 400),
    );

    const error = await caught(api.post('/enrollments', {}));

    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid input');
    expect(error.fieldErrors).toEqual({ email: ['Required'] });
    expect(error.fromServer).toBe(true);
  });

  it('gives an empty fieldErrors map when the body has none', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ isLoggedIn: false, message: 'Not logged in' }, 401));

    const error = await caught(api.get('/auth/user'));

    expect(error.status).toBe(401);
    expect(error.message).toBe('Not logged in');
    expect(error.fieldErrors).toEqual({});
  });

  it('uses the generic message when the error body is not an API error', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ isLoggedIn: false }, 401));

    const error = await caught(api.get('/auth/user'));

    expect(error.status).toBe(401);
    expect(error.message).toBe(messages.somethingWentWrong);
    expect(error.fromServer).toBe(false);
  });

  it('uses the generic message when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(
      new Response('<h1>Bad gateway</h1>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    );

    const error = await caught(api.get('/health'));

    expect(error.status).toBe(502);
    expect(error.message).toBe(messages.somethingWentWrong);
    expect(error.fromServer).toBe(false);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await caught(api.get('/health'));

    expect(error.status).toBe(NETWORK_ERROR_STATUS);
    expect(error.fromServer).toBe(false);
  });
});

describe('isApiErrorBody', () => {
  it.each([
    { message: 'x' },
    { message: 'x', fieldErrors: {} },
    { message: 'x', fieldErrors: { email: ['a', 'b'] } },
    { message: 'x', extra: true },
    { message: 1 },
    { fieldErrors: {} },
    { message: 'x', fieldErrors: { email: 'a' } },
    { message: 'x', fieldErrors: { email: [1] } },
    { message: 'x', fieldErrors: ['a'] },
    { message: 'x', fieldErrors: null },
    null,
    'x',
    [],
  ])('agrees with the contract schema on %j', (body) => {
    expect(isApiErrorBody(body)).toBe(apiErrorSchema.safeParse(body).success);
  });
});
