const table = () => screen.getByRole('table', { name: 'Plans compared' });

test('the table is named by its caption', () => {
  expect(table()).toBeInTheDocument();
});

test('each plan is a column header', () => {
  expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent.trim())).toEqual(['Free', 'Launchpad']);
});

test('each feature is a row header', () => {
  expect(within(table()).getAllByRole('rowheader').map((h) => h.textContent.trim())).toEqual(['Challenges', 'Mentor 1:1s', 'Price']);
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
