// The tests read the page as a screen reader would: by landmark, role, name and state.
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();
// The accessible name of a link, when it is one of the names expected; else its text in quotes.
function announced(link, names) {
  const found = names.find((name) =>
    within(link.parentElement).queryAllByRole('link', { name }).includes(link),
  );
  return found ?? `"${squash(link)}"`;
}

function nav(label) {
  const found = screen.queryByRole('navigation', { name: label });
  if (!found) throw new Error(`no navigation landmark is named "${label}": use <nav aria-label>`);
  return found;
}

test('a navigation named "Breadcrumb" holds an ordered list: Home, Courses, CSS', () => {
  const breadcrumb = nav('Breadcrumb');
  const list = within(breadcrumb).queryByRole('list');
  expect(list ? list.tagName : 'no list').toBe('OL');
  expect(within(list).queryAllByRole('link').map(squash)).toEqual(['Home', 'Courses', 'CSS']);
});

test('the last breadcrumb, CSS, is marked as the current page', () => {
  const current = within(nav('Breadcrumb')).queryAllByRole('link', { current: 'page' });
  expect(current.map(squash)).toEqual(['CSS']);
});

test('a navigation named "Pagination" lists Previous, Page 1 to Page 5 and Next', () => {
  const pagination = nav('Pagination');
  const expected = ['Previous', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Next'];
  expect(
    within(pagination)
      .queryAllByRole('link')
      .map((link) => announced(link, expected)),
  ).toEqual(expected);
});

test('Page 3 is the current page, and no longer uses an "active" class', () => {
  const current = within(nav('Pagination')).queryAllByRole('link', { current: 'page' });
  expect(current.map((link) => announced(link, ['Page 3']))).toEqual(['Page 3']);
  expect(document.querySelectorAll('.active')).toHaveLength(0);
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
