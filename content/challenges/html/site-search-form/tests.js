// The tests share one page and run in order: the third one types a search into the field and
// leaves it there.
function searchForm() {
  const found = screen.queryByRole('search');
  if (!found) throw new Error('no search landmark: give the <form> role="search"');
  return found;
}
function searchBox() {
  const found = within(searchForm()).queryByRole('searchbox', { name: 'Search courses' });
  if (!found) throw new Error('no search field named "Search courses" in the search form');
  return found;
}

test('the search landmark is a form that sends a GET request to /search', () => {
  const form = searchForm();
  expect(form.tagName).toBe('FORM');
  expect([form.getAttribute('action'), form.method]).toEqual(['/search', 'get']);
});

test('the form holds a search field named "Search courses", sent as q', () => {
  const box = searchBox();
  expect([box.type, box.name]).toEqual(['search', 'q']);
});

test('an empty search is refused, a typed one is accepted', async () => {
  const user = userEvent.setup();
  const box = searchBox();
  await user.clear(box);
  expect(box.validity.valueMissing).toBe(true);
  await user.type(box, 'grid');
  expect(box.validity.valid).toBe(true);
});

test('a list box named "Level" offers All levels, Beginner and Advanced', () => {
  const level = within(searchForm()).queryByRole('combobox', { name: 'Level' });
  expect(level ? 'found' : 'no list box named "Level" in the search form').toBe('found');
  expect([...level.options].map((option) => `${option.text}=${option.value}`)).toEqual([
    'All levels=',
    'Beginner=beginner',
    'Advanced=advanced',
  ]);
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
