const search = () => screen.getByLabelText('Search cities');
const shownCities = () => screen.queryAllByRole('listitem').map((li) => li.textContent.trim());
const countText = () => {
  const count = screen.queryByText(/^Showing/);
  return count ? count.textContent.trim() : 'no paragraph starting with "Showing"';
};

test('all ten cities are listed at first, with "Showing 10 of 10 cities"', () => {
  expect(search().value).toBe('');
  expect(shownCities()).toEqual([
    'Amsterdam',
    'Berlin',
    'Cairo',
    'Lima',
    'Lisbon',
    'Montreal',
    'Nairobi',
    'Oslo',
    'Seoul',
    'Toronto',
  ]);
  expect(countText()).toBe('Showing 10 of 10 cities');
});

test('typing "on" leaves Lisbon, Montreal and Toronto and shows "Showing 3 of 10 cities"', async () => {
  const user = userEvent.setup();
  await user.type(search(), 'on');
  expect(shownCities()).toEqual(['Lisbon', 'Montreal', 'Toronto']);
  expect(countText()).toBe('Showing 3 of 10 cities');
});

test('matching ignores upper and lower case: "LI" finds Berlin, Lima and Lisbon', async () => {
  const user = userEvent.setup();
  await user.type(search(), 'LI');
  expect(shownCities()).toEqual(['Berlin', 'Lima', 'Lisbon']);
});

test('spaces around the query are ignored: " oslo " finds Oslo', async () => {
  const user = userEvent.setup();
  await user.type(search(), ' oslo ');
  expect(shownCities()).toEqual(['Oslo']);
  expect(countText()).toBe('Showing 1 of 10 cities');
});

test('a query with no match shows "No cities found" and no list items', async () => {
  const user = userEvent.setup();
  await user.type(search(), 'xyz');
  expect(screen.getByText('No cities found')).toBeInTheDocument();
  expect(shownCities()).toEqual([]);
});

test('clearing the search shows all ten cities again', async () => {
  const user = userEvent.setup();
  await user.type(search(), 'cai');
  expect(shownCities()).toEqual(['Cairo']);
  await user.clear(search());
  expect(shownCities()).toHaveLength(10);
});
