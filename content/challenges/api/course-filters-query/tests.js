// The tests share one page and run in order. Each one that uses the form declares the API's
// answer first and records the query the API receives.
function serve(courses, seen = []) {
  fakeApi.reset();
  fakeApi.get('/api/courses', ({ query }) => {
    seen.push(query);
    return courses;
  });
  return seen;
}

/** Fills in the form like a user and presses Apply filters. */
async function applyFilters({ q = '', level = '', free = false }) {
  const user = userEvent.setup();
  const search = screen.getByLabelText('Search');
  await user.clear(search);
  if (q !== '') await user.type(search, q);
  await user.selectOptions(screen.getByLabelText('Level'), level);
  const freeOnly = screen.getByLabelText('Free only');
  if (freeOnly.checked !== free) await user.click(freeOnly);
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
}

const count = () => document.getElementById('count').textContent;
const titles = () => [...document.querySelectorAll('#courses li')].map((li) => li.textContent);

test('with no filters the URL is /api/courses, without a ?', () => {
  expect(buildCoursesUrl({ q: '', level: '', free: false })).toBe('/api/courses');
});

test('each filter that is set becomes a parameter, in the order q, level, free', () => {
  expect(buildCoursesUrl({ q: 'grid', level: 'beginner', free: true })).toBe(
    '/api/courses?q=grid&level=beginner&free=true',
  );
});

test('filters that are empty or unchecked are left out', () => {
  expect(buildCoursesUrl({ q: '', level: 'advanced', free: false })).toBe(
    '/api/courses?level=advanced',
  );
  expect(buildCoursesUrl({ q: 'react', level: '', free: false })).toBe('/api/courses?q=react');
});

test('Apply filters sends the filters and lists the courses with their count', async () => {
  const seen = serve([
    { id: 3, title: 'Fetch, promises and async/await' },
    { id: 7, title: 'Fetch in React' },
  ]);
  await applyFilters({ q: 'fetch', level: 'intermediate', free: true });
  await waitFor(() => expect(count()).toBe('2 courses'));
  expect(titles()).toEqual(['Fetch, promises and async/await', 'Fetch in React']);
  expect(seen).toEqual([{ q: 'fetch', level: 'intermediate', free: 'true' }]);
});

test('one course is counted as 1 course, and the old list is replaced', async () => {
  serve([{ id: 5, title: 'Advanced TypeScript types' }]);
  await applyFilters({ level: 'advanced' });
  await waitFor(() => expect(count()).toBe('1 course'));
  expect(titles()).toEqual(['Advanced TypeScript types']);
});

test('an answer that is not OK says the courses could not be loaded', async () => {
  fakeApi.reset();
  fakeApi.get('/api/courses', () => fakeApi.reply({ status: 500, json: { error: 'Down' } }));
  await applyFilters({ q: 'grid' });
  await waitFor(() => expect(count()).toBe('Could not load courses.'));
  expect(titles()).toEqual([]);
});
