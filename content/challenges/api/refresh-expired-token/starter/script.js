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

async function authFetch(url, options = {}) {
  // TODO: add the token, and refresh it when the answer is 401.
  return fetch(url, options);
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
