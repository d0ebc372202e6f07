// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test, so the search starts empty.
const searchBox = () => screen.getByLabelText('Search cities');
const listed = () => screen.queryAllByRole('listitem').map((li) => li.textContent.trim());
const showing = () => {
  const count = screen.queryByText(/^Showing/);
  return count ? count.textContent.trim() : 'no paragraph starting with "Showing"';
};

test('"A" finds the five cities with an "a" in them, whatever the case, in order', { description: "An uppercase letter matches that letter anywhere in a city name, both as a capital at the start and in lowercase inside the name. The matches keep their original order and the count is right." }, async () => {
  const user = userEvent.setup();
  await user.type(searchBox(), 'A');
  expect(listed()).toEqual(['Amsterdam', 'Cairo', 'Lima', 'Montreal', 'Nairobi']);
  expect(showing()).toBe('Showing 5 of 10 cities');
});

test('the list and the count follow every keystroke, including Backspace after "No cities found"', { description: "The list and the \"Showing X of 10 cities\" count update on every keystroke. Deleting characters after \"No cities found\" removes that message and brings the matching cities back." }, async () => {
  const user = userEvent.setup();
  await user.type(searchBox(), 'l');
  expect(listed()).toEqual(['Berlin', 'Lima', 'Lisbon', 'Montreal', 'Oslo', 'Seoul']);
  expect(showing()).toBe('Showing 6 of 10 cities');
  await user.type(searchBox(), 'IS');
  expect(listed()).toEqual(['Lisbon']);
  expect(showing()).toBe('Showing 1 of 10 cities');
  await user.type(searchBox(), 'q');
  expect(screen.getByText('No cities found')).toBeInTheDocument();
  expect(listed()).toEqual([]);
  await user.type(searchBox(), '{Backspace}{Backspace}');
  expect(screen.queryByText('No cities found')).toBeNull();
  expect(listed()).toEqual(['Berlin', 'Lima', 'Lisbon']);
  expect(showing()).toBe('Showing 3 of 10 cities');
});
