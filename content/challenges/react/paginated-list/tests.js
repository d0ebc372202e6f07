const lessons = () =>
  within(screen.getByRole('list', { name: 'Lessons' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent.trim());
const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Lesson ${from + index}`);
const pageText = () => {
  const paragraph = screen.queryByText(/^Page \d+ of \d+$/);
  return paragraph ? paragraph.textContent.trim() : 'no paragraph "Page X of Y"';
};
const button = (name) => screen.getByRole('button', { name });

test('the first page shows Lesson 1 to 5, "Page 1 of 5", and Previous is disabled', () => {
  expect(lessons()).toEqual(range(1, 5));
  expect(pageText()).toBe('Page 1 of 5');
  expect(button('Previous').disabled).toBe(true);
  expect(button('Next').disabled).toBe(false);
});

test('Next shows Lesson 6 to 10 and Previous goes back to Lesson 1 to 5', async () => {
  const user = userEvent.setup();
  await user.click(button('Next'));
  expect(lessons()).toEqual(range(6, 10));
  expect(pageText()).toBe('Page 2 of 5');
  await user.click(button('Previous'));
  expect(lessons()).toEqual(range(1, 5));
});

test('the last page shows only Lesson 21 to 23 and Next is disabled there', async () => {
  const user = userEvent.setup();
  for (let i = 0; i < 4 && !button('Next').disabled; i += 1) await user.click(button('Next'));
  expect(pageText()).toBe('Page 5 of 5');
  expect(lessons()).toEqual(range(21, 23));
  expect(button('Next').disabled).toBe(true);
});

test('"Page 3" shows Lesson 11 to 15 and only that button has aria-current="page"', async () => {
  const user = userEvent.setup();
  await user.click(button('Page 3'));
  expect(lessons()).toEqual(range(11, 15));
  const current = within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-current') === 'page')
    .map((b) => b.getAttribute('aria-label'));
  expect(current).toEqual(['Page 3']);
});

test('there is one page button per page, Page 1 to Page 5', () => {
  const pageButtons = within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'))
    .filter((label) => label && label.startsWith('Page '));
  expect(pageButtons).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']);
});

test('10 per page goes back to page 1 of 3, and its last page shows Lesson 21 to 23', async () => {
  const user = userEvent.setup();
  await user.click(button('Page 5'));
  await user.selectOptions(screen.getByLabelText('Per page'), '10');
  expect(pageText()).toBe('Page 1 of 3');
  expect(lessons()).toEqual(range(1, 10));
  await user.click(button('Page 3'));
  expect(lessons()).toEqual(range(21, 23));
});
