// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test, on page 1 with 5 lessons per page.
const shownLessons = () =>
  within(screen.getByRole('list', { name: 'Lessons' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent.trim());
const lessonRange = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Lesson ${from + index}`);
const pageParagraph = () => {
  const paragraph = screen.queryByText(/^Page \d+ of \d+$/);
  return paragraph ? paragraph.textContent.trim() : 'no paragraph "Page X of Y"';
};
const navButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' })).getAllByRole('button');
const pageButtonLabels = () =>
  navButtons()
    .map((b) => b.getAttribute('aria-label'))
    .filter((label) => label && /^Page \d+$/.test(label));
const currentPages = () =>
  navButtons()
    .filter((b) => b.getAttribute('aria-current') === 'page')
    .map((b) => b.getAttribute('aria-label'));
const byName = (name) => screen.getByRole('button', { name });

test('with 10 per page there are exactly three page buttons, and Next is disabled on page 3', { description: "With 10 per page there is exactly one page button per page, with no leftover buttons. Next moves through the pages with the right lessons and aria-current, and is disabled only on the last page." }, async () => {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Per page'), '10');
  expect(pageButtonLabels()).toEqual(['Page 1', 'Page 2', 'Page 3']);
  expect(byName('Previous').disabled).toBe(true);
  await user.click(byName('Next'));
  expect(shownLessons()).toEqual(lessonRange(11, 20));
  expect(currentPages()).toEqual(['Page 2']);
  await user.click(byName('Next'));
  expect(pageParagraph()).toBe('Page 3 of 3');
  expect(shownLessons()).toEqual(lessonRange(21, 23));
  expect(currentPages()).toEqual(['Page 3']);
  expect(byName('Next').disabled).toBe(true);
  expect(byName('Previous').disabled).toBe(false);
});

test('Next and Previous move aria-current and the list one page at a time, through every page', { description: "Next and Previous move one page at a time through every page, updating \"Page X of Y\", the lessons and aria-current on the matching page button. Each of them is enabled whenever there is a page in its direction." }, async () => {
  const user = userEvent.setup();
  for (let page = 2; page <= 5; page += 1) {
    await user.click(byName('Next'));
    expect(pageParagraph()).toBe(`Page ${page} of 5`);
    expect(currentPages()).toEqual([`Page ${page}`]);
    expect(byName('Previous').disabled).toBe(false);
  }
  await user.click(byName('Previous'));
  expect(shownLessons()).toEqual(lessonRange(16, 20));
  expect(currentPages()).toEqual(['Page 4']);
  expect(byName('Next').disabled).toBe(false);
});

test('going back from 10 to 5 per page returns to page 1 of 5 with five page buttons', { description: "Changing the page size back to 5 after moving to another page returns to page 1. The first page's lessons, one button per page for that size, aria-current on page 1 and a disabled Previous are shown." }, async () => {
  const user = userEvent.setup();
  const perPage = screen.getByLabelText('Per page');
  await user.selectOptions(perPage, '10');
  await user.click(byName('Page 3'));
  await user.selectOptions(perPage, '5');
  expect(pageParagraph()).toBe('Page 1 of 5');
  expect(shownLessons()).toEqual(lessonRange(1, 5));
  expect(pageButtonLabels()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']);
  expect(currentPages()).toEqual(['Page 1']);
  expect(byName('Previous').disabled).toBe(true);
});
