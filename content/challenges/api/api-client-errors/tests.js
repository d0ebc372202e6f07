// The tests share one page and run in order. Each declares the API it needs and records what the
// fake API receives.
function record(method, path, reply) {
  const seen = [];
  fakeApi.reset();
  fakeApi[method](path, ({ method: verb, path: url, headers, body }) => {
    seen.push({
      method: verb,
      path: url,
      accept: headers.accept,
      type: headers['content-type'] ?? null,
      body,
    });
    return reply;
  });
  return seen;
}

/** The rejection of `promise` (or 'resolved' when it resolves). */
const failureOf = (promise) =>
  promise.then(
    () => 'resolved',
    (error) => error,
  );

test('a GET resolves with the JSON and asks for JSON, without a Content-Type', async () => {
  const seen = record('get', '/api/courses/:id', { id: 1, title: 'CSS Grid' });
  expect(await request('/courses/1')).toEqual({ id: 1, title: 'CSS Grid' });
  expect(seen).toEqual([
    { method: 'GET', path: '/api/courses/1', accept: 'application/json', type: null, body: null },
  ]);
});

test('a body is sent as JSON with its Content-Type', async () => {
  const seen = record('post', '/api/enrolments', fakeApi.reply({ status: 201, json: { id: 9 } }));
  expect(await request('/enrolments', { method: 'POST', body: { courseId: 1 } })).toEqual({
    id: 9,
  });
  expect(seen).toEqual([
    {
      method: 'POST',
      path: '/api/enrolments',
      accept: 'application/json',
      type: 'application/json',
      body: { courseId: 1 },
    },
  ]);
});

test('an error answer rejects with an ApiError that has the server’s message and the status', async () => {
  record(
    'get',
    '/api/courses/:id',
    fakeApi.reply({ status: 404, json: { error: 'Course not found' } }),
  );
  const error = await failureOf(request('/courses/99'));
  expect(error.name).toBe('ApiError');
  expect(error instanceof ApiError).toBe(true);
  expect(error instanceof Error).toBe(true);
  expect(error.message).toBe('Course not found');
  expect(error.status).toBe(404);
  expect(error.data).toEqual({ error: 'Course not found' });
});

test('an error answer without an error message gets a message with the status', async () => {
  record('get', '/api/courses/:id', fakeApi.reply({ status: 500, json: { code: 'E_DB' } }));
  const error = await failureOf(request('/courses/1'));
  expect(error.name).toBe('ApiError');
  expect(error instanceof ApiError).toBe(true);
  expect(error.message).toBe('Request failed with status 500');
  expect(error.status).toBe(500);
  expect(error.data).toEqual({ code: 'E_DB' });
});

test('no answer at all rejects with an ApiError of status 0', async () => {
  record('get', '/api/courses/:id', fakeApi.reply({ networkError: true }));
  const error = await failureOf(request('/courses/1'));
  expect(error.name).toBe('ApiError');
  expect(error instanceof ApiError).toBe(true);
  expect(error.message).toBe('Network error');
  expect(error.status).toBe(0);
});
