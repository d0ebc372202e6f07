// These tests run on the virtual clock (meta.json config.clock): sleep(ms) moves the page's
// timers forward by ms at once. The app is mounted afresh before every test.
const searchBox = () => screen.getByRole('searchbox');
const shownCourses = () => screen.queryAllByRole('listitem').map((item) => item.textContent.trim());
const statusText = () => screen.getByRole('status').textContent.trim();
const ALL = [
  'Accessible forms',
  'CSS Grid in practice',
  'Flexbox basics',
  'JavaScript promises',
  'Node.js streams',
  'React hooks',
  'React testing',
  'TypeScript generics',
];
/** Renders CourseSearch on its own with a spy as onSearch, and returns the spy. */
function renderWithSpy() {
  const onSearch = createSpy();
  render(React.createElement(CourseSearch, { courses: ALL, onSearch }));
  return onSearch;
}

test('at first the search box is empty and all 8 courses are listed', () => {
  expect(searchBox().value).toBe('');
  expect(shownCourses()).toEqual(ALL);
  expect(statusText()).toBe('8 courses found');
});

test('the typed text shows at once, the list changes only after a 300 ms pause', async () => {
  const user = userEvent.setup();
  await user.type(searchBox(), 'react');
  expect(searchBox().value).toBe('react');
  await sleep(200);
  expect(shownCourses()).toEqual(ALL);
  await sleep(150);
  expect(shownCourses()).toEqual(['React hooks', 'React testing']);
  expect(statusText()).toBe('2 courses found');
});

test('onSearch gets the empty query at first, then one call for "react" typed in one go', async () => {
  const onSearch = renderWithSpy();
  expect(onSearch.calls).toEqual([['']]);
  const user = userEvent.setup();
  await user.type(searchBox(), 're');
  await sleep(100);
  await user.type(searchBox(), 'act');
  await sleep(350);
  expect(onSearch.calls).toEqual([[''], ['react']]);
});

test('pauses shorter than 300 ms between keys never trigger a search', async () => {
  const onSearch = renderWithSpy();
  const user = userEvent.setup();
  for (const letter of ['j', 'a', 'v']) {
    await user.type(searchBox(), letter);
    await sleep(200);
    expect(shownCourses()).toEqual(ALL);
  }
  expect(onSearch.calls).toEqual([['']]);
  await sleep(150);
  expect(onSearch.calls).toEqual([[''], ['jav']]);
  expect(shownCourses()).toEqual(['JavaScript promises']);
  expect(statusText()).toBe('1 course found');
});

test('the search has no accessibility problems', async () => {
  const user = userEvent.setup();
  await user.type(searchBox(), 'css');
  await sleep(350);
  await expectAccessible();
});
