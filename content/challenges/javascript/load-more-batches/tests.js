// The tests share one page and run in order: each continues from the items the previous one left.
const listEl = () => document.getElementById('articles');
const titles = () => [...listEl().children].map((item) => item.textContent.trim());
const statusText = () => document.getElementById('shown-count').textContent.trim();
const articleTitles = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Article ${from + index}`);
// What the second batch did to the list, recorded by the "Load more" test for the next one.
let secondBatchInsertions = null;

test('at first the list shows Article 1 to Article 10 and "Showing 10 of 23 articles"', () => {
  expect(titles()).toEqual(articleTitles(1, 10));
  expect(statusText()).toBe('Showing 10 of 23 articles');
  expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
});

test('Load more adds Article 11 to Article 20 after the first ten, keeping the items shown', async () => {
  const user = userEvent.setup();
  const firstItems = [...listEl().children];
  const seen = [];
  const observer = new MutationObserver((records) => seen.push(...records));
  observer.observe(listEl(), { childList: true });
  try {
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    seen.push(...observer.takeRecords());
  } finally {
    observer.disconnect();
  }
  secondBatchInsertions = seen.map((record) => ({
    added: record.addedNodes.length,
    removed: record.removedNodes.length,
  }));
  expect(titles()).toEqual(articleTitles(1, 20));
  const kept = firstItems.filter((item, index) => listEl().children[index] === item).length;
  expect(kept).toBe(10);
});

test('the ten new items reach the list in one insertion (a DocumentFragment)', () => {
  expect(secondBatchInsertions).toEqual([{ added: 10, removed: 0 }]);
});

test('after the second batch the status reads "Showing 20 of 23 articles"', () => {
  expect(statusText()).toBe('Showing 20 of 23 articles');
  expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
});

test('each article is a list item with its title as text', () => {
  const items = [...listEl().children];
  expect(items.map((item) => item.tagName)).toEqual(Array(20).fill('LI'));
  expect(items[14].textContent.trim()).toBe('Article 15');
});
