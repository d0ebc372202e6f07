class ApiError extends Error {
  // TODO: keep the status and the data of the answer.
}

async function request(path, { method = 'GET', body } = {}) {
  const response = await fetch(`/api${path}`, { method, body });
  return response.json();
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
