class ApiError extends Error {
  constructor(message, status, data) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/** The body as JSON when it is JSON, as text when it is not, null when there is none. */
async function readBody(response) {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function request(path, { method = 'GET', body } = {}) {
  const headers = { Accept: 'application/json' };
  const init = { method, headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(`/api${path}`, init);
  } catch {
    throw new ApiError('Network error', 0, null);
  }
  const data = await readBody(response);
  if (!response.ok) {
    const message =
      data !== null && typeof data.error === 'string'
        ? data.error
        : `Request failed with status ${response.status}`;
    throw new ApiError(message, response.status, data);
  }
  return data;
}

const result = document.getElementById('result');

async function show(call) {
  try {
    const data = await call();
    result.textContent = data ? `Loaded: ${data.title}` : 'Done.';
  } catch (error) {
    result.textContent = `${error.message} (status ${error.status})`;
  }
}

document.getElementById('load-course').addEventListener('click', () => {
  show(() => request('/courses/1'));
});
document.getElementById('load-missing').addEventListener('click', () => {
  show(() => request('/courses/99'));
});
document.getElementById('enrol').addEventListener('click', () => {
  show(() =>
    request('/courses/1/enrolments', {
      method: 'POST',
      body: { plan: 'free' },
    }),
  );
});
