// Runs after tests.js, on the same page: 20 of the 23 articles are shown.
const items = () => [...document.getElementById('articles').children];

test(
  'the last Load more adds only the articles left, then the button goes away',
  {
    description:
      'The last, smaller batch adds only the articles that are left, in one insertion, with no empty or "undefined" items; the status then counts all of them and the Load more button is hidden.',
  },
  async () => {
    const user = userEvent.setup();
    const list = document.getElementById('articles');
    const seen = [];
    const observer = new MutationObserver((records) => seen.push(...records));
    observer.observe(list, { childList: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      seen.push(...observer.takeRecords());
    } finally {
      observer.disconnect();
    }
    expect(items().map((item) => item.textContent.trim())).toEqual(
      Array.from({ length: 23 }, (_, index) => `Article ${index + 1}`),
    );
    expect(seen.map((record) => record.addedNodes.length)).toEqual([3]);
    expect(document.getElementById('shown-count').textContent.trim()).toBe(
      'Showing 23 of 23 articles',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
);
