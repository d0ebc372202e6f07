// Given: where the access token is kept, and what happens when the session is over.
let accessToken = 'expired-token';
const getAccessToken = () => accessToken;
const setAccessToken = (token) => {
  accessToken = token;
};
const loggedOut = [];
const onLoggedOut = () => {
  loggedOut.push(Date.now());
  document.getElementById('status').textContent = 'Please log in again.';
};

/** The caller's options with the current token added to their headers (the caller's object is
 * left as it is). */
function withToken(options) {
  return {
    ...options,
    headers: {
      ...options.headers,
      Authorization: `Bearer ${getAccessToken()}`,
    },
  };
}

async function refreshAccessToken() {
  const response = await fetch('/api/auth/refresh', { method: 'POST' });
  if (!response.ok) throw new Error(`Refresh failed with status ${response.status}`);
  const data = await response.json();
  setAccessToken(data.accessToken);
}

/** Each request that gets a 401 refreshes the token itself. */
async function refreshOnce() {
  try {
    await refreshAccessToken();
  } catch {
    onLoggedOut();
    throw new Error('Session expired');
  }
}

async function authFetch(url, options = {}) {
  const response = await fetch(url, withToken(options));
  if (response.status !== 401) return response;
  await refreshOnce();
  // Once, with the new token: a second 401 is the caller's to handle.
  return fetch(url, withToken(options));
}

document.getElementById('load').addEventListener('click', async () => {
  const status = document.getElementById('status');
  status.textContent = 'Loading…';
  try {
    const response = await authFetch('/api/my-courses');
    const courses = await response.json();
    document.getElementById('courses').replaceChildren(
      ...courses.map((course) => {
        const item = document.createElement('li');
        item.textContent = course.title;
        return item;
      }),
    );
    status.textContent = '';
  } catch (error) {
    if (error.message !== 'Session expired') status.textContent = 'Could not load your courses.';
  }
});
