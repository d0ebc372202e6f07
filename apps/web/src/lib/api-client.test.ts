import {
  apiErrorSchema,
  messages,
  type ContactMessageRequest,
  type EnrollmentRequest,
} from '@launchpad/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/render.tsx';
import { api, ApiError, apiUrl, isApiErrorBody, NETWORK_ERROR_STATUS } from './api-client.ts';

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

describe('api.call', () => {
  it('GETs the path of the operation from the endpoint table, without a body or anti-forgery header', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 'ok' }));

    const health: { status: 'ok' } = await api.call('health');

    expect(health).toEqual({ status: 'ok' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/health');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('fills the path parameters in, encoded, and uses the method of the table', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Signed out' }));

    await api.call('endSession', { params: { id: 'a/b c' } });
    expect(lastRequest().url).toBe('/api/account/sessions/a%2Fb%20c');
    expect(lastRequest().init?.method).toBe('DELETE');
    expect(lastRequest().headers.get('X-XSRF-TOKEN')).toBe('abc+123');

    fetchMock.mockResolvedValue(jsonResponse({ message: 'Sent again' }));
    await api.call('retryMail', { params: { id: 42 } });
    expect(lastRequest().url).toBe('/api/admin/mail-problems/42/retry');
    expect(lastRequest().init?.method).toBe('POST');
  });

  it('sends the typed body as JSON with the anti-forgery header', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 7, status: 'contacted' }));

    await api.call('updateEnrollmentStatus', { params: { id: 7 }, body: { status: 'contacted' } });

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/admin/enrollments/7');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"status":"contacted"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc+123');
  });

  it('answers the JSON of the response, typed by the table', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'RFABC1', referrals: 2, points: 200 }));

    const referral = await api.call('myReferrals');

    expect(referral.points + referral.referrals).toBe(202);
    expect(referral.code).toBe('RFABC1');
  });

  it('maps an API error to ApiError with status, message and field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Invalid input', fieldErrors: { status: ['Invalid option'] } }, 400),
    );

    const error = await caught(
      api.call('updateContactStatus', { params: { id: 1 }, body: { status: 'closed' } }),
    );

    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid input');
    expect(error.fieldErrors).toEqual({ status: ['Invalid option'] });
    expect(error.fromServer).toBe(true);
  });

  it('uses the generic message for an error without an API error body, and status 0 offline', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const gateway = await caught(api.call('listLeads'));
    expect(gateway.status).toBe(502);
    expect(gateway.message).toBe(messages.somethingWentWrong);
    expect(gateway.fromServer).toBe(false);

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = await caught(api.call('listLeads'));
    expect(offline.status).toBe(NETWORK_ERROR_STATUS);
    expect(offline.fromServer).toBe(false);
  });

  it('takes only what the operation has (checked by the compiler)', () => {
    // Never run: each line must fail to compile, or tsc reports the unused @ts-expect-error.
    const misuses = () => [
      // @ts-expect-error submitChallenge needs its body
      api.call('submitChallenge'),
      // @ts-expect-error the status must be one the contract knows
      api.call('updateEnrollmentStatus', { params: { id: 1 }, body: { status: 'won' } }),
      // @ts-expect-error endSession needs its :id
      api.call('endSession', { params: {} }),
      // @ts-expect-error logout takes no body
      api.call('logout', { body: { everywhere: true } }),
      // @ts-expect-error not an operation of the table
      api.call('deleteEverything'),
      // @ts-expect-error an upload goes through api.upload
      api.call('uploadImage'),
      // @ts-expect-error the resume goes in the field "file", as the table says
      api.upload('uploadFile', 'image', new File([], 'x.pdf')),
    ];
    expect(misuses).toBeTypeOf('function');
  });
});

describe('apiUrl', () => {
  it('builds the URL of an operation with its parameters and query', () => {
    expect(apiUrl('challengeTests', { id: 12 })).toBe('/api/v1/frontend-challenge/12/tests');
    expect(apiUrl('listLeads')).toBe('/api/admin/leads');
    expect(apiUrl('listLeads', undefined, { page: 2, q: 'a&b' })).toBe(
      '/api/admin/leads?page=2&q=a%26b',
    );
  });
});

const CONTACT = {
  name: 'Asha',
  email: 'asha@example.com',
  subject: 'Batch timings',
  message: 'Are the live classes in the evening?',
};

describe('api client requests', () => {
  it('GETs JSON from /api with the cookies and without the anti-forgery header', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 'ok' }));

    await expect(api.call('health')).resolves.toEqual({ status: 'ok' });

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/health');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('POSTs a JSON body with the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Saved' }, 201));

    await expect(
      api.call('createContactMessage', { body: CONTACT as ContactMessageRequest }),
    ).resolves.toEqual({ message: 'Saved' });

    const { init, headers } = lastRequest();
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify(CONTACT));
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc+123');
  });

  it.each([
    [
      'PATCH',
      () => api.call('updateContactStatus', { params: { id: 1 }, body: { status: 'closed' } }),
    ],
    ['DELETE', () => api.call('endOtherSessions')],
  ])('sends the anti-forgery header on %s', async (method, call) => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(call()).resolves.toBeUndefined();

    expect(lastRequest().init?.method).toBe(method);
    expect(lastRequest().headers.get('X-XSRF-TOKEN')).toBe('abc+123');
  });

  it('DELETEs with a JSON body when one is given, and without one otherwise', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Deleted' }));

    await expect(
      api.call('deleteAccount', { body: { email: 'asha@example.com' } }),
    ).resolves.toEqual({ message: 'Deleted' });
    const withBody = lastRequest();
    expect(withBody.url).toBe('/api/account');
    expect(withBody.init?.method).toBe('DELETE');
    expect(withBody.init?.body).toBe('{"email":"asha@example.com"}');
    expect(withBody.headers.get('Content-Type')).toBe('application/json');
    expect(withBody.headers.get('X-XSRF-TOKEN')).toBe('abc+123');

    await api.call('endSession', { params: { id: 'abc' } });
    const withoutBody = lastRequest();
    expect(withoutBody.init?.body).toBeUndefined();
    expect(withoutBody.headers.has('Content-Type')).toBe(false);
  });

  it('sends no anti-forgery header when the cookie is missing', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await api.call('logout');

    expect(lastRequest().headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});

describe('api client uploads', () => {
  it('uploads by operation name to the path of the table, under its form field', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ url: '/uploads/abc.pdf' }, 201));

    const { url: saved } = await api.upload('uploadFile', 'file', new File(['%PDF'], 'cv.pdf'));

    expect(saved).toBe('/uploads/abc.pdf');
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/user/upload-file');
    expect(init?.method).toBe('POST');
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc+123');
    expect(headers.has('Content-Type')).toBe(false);
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('POSTs the file as multipart form data with the cookies and the anti-forgery header', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ url: '/uploads/abc.webp' }, 201));
    const file = new File(['png bytes'], 'me.png', { type: 'image/png' });

    await expect(api.upload('uploadImage', 'image', file)).resolves.toEqual({
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

    const error = await caught(api.upload('uploadFile', 'file', new File(['hello'], 'cv.pdf')));

    expect(error.status).toBe(415);
    expect(error.message).toBe(messages.invalidPdf);
  });
});

describe('api client errors', () => {
  it('maps an API error body to ApiError with status, message and field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Invalid input', fieldErrors: { email: ['Required'] } }, 400),
    );

    const error = await caught(api.call('createEnrollment', { body: {} as EnrollmentRequest }));

    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid input');
    expect(error.fieldErrors).toEqual({ email: ['Required'] });
    expect(error.fromServer).toBe(true);
  });

  it('gives an empty fieldErrors map when the body has none', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ isLoggedIn: false, message: 'Not logged in' }, 401));

    const error = await caught(api.call('currentUser'));

    expect(error.status).toBe(401);
    expect(error.message).toBe('Not logged in');
    expect(error.fieldErrors).toEqual({});
  });

  it('uses the generic message when the error body is not an API error', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ isLoggedIn: false }, 401));

    const error = await caught(api.call('currentUser'));

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

    const error = await caught(api.call('health'));

    expect(error.status).toBe(502);
    expect(error.message).toBe(messages.somethingWentWrong);
    expect(error.fromServer).toBe(false);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await caught(api.call('health'));

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
