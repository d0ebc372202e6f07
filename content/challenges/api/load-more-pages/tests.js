// The component is mounted afresh before each test; mountApp() mounts it again once the test has
// declared its API.
/** Serves `pages` (arrays of titles); records each page asked for. */
function servePages(pages, asked = [], delay = 0) {
  fakeApi.reset();
  fakeApi.get('/api/courses', ({ query }) => {
    const page = Number(query.page);
    asked.push(page);
    const items = (pages[page - 1] ?? []).map((title) => ({ id: `${page}-${title}`, title }));
    return fakeApi.reply({ delay, json: { items, hasMore: page < pages.length } });
  });
  return asked;
}

const titles = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

test('lists the first page on mount', async () => {
  servePages([['HTML', 'CSS'], ['Grid']]);
  mountApp();
  await waitFor(() => expect(titles()).toEqual(['HTML', 'CSS']));
});

test('Load more adds the next page after the first', async () => {
  const asked = servePages([['HTML', 'CSS'], ['Grid', 'Flexbox'], ['React']]);
  mountApp();
  await waitFor(() => expect(titles()).toEqual(['HTML', 'CSS']));
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(titles()).toEqual(['HTML', 'CSS', 'Grid', 'Flexbox']));
  // Page 2 was asked for once (page 1 may be asked by each mount of the component).
  expect(asked.filter((page) => page === 2)).toEqual([2]);
});

test('the button says Loading… and is disabled while a page loads', async () => {
  servePages([['HTML'], ['CSS'], ['Grid']], [], 300);
  mountApp();
  await waitFor(() => expect(titles()).toEqual(['HTML']));
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  const button = await screen.findByRole('button', { name: 'Loading…' });
  expect(button).toBeDisabled();
  await waitFor(() => expect(titles()).toEqual(['HTML', 'CSS']));
});

test('a failed page says so and keeps the button to try again', async () => {
  const asked = servePages([['HTML'], ['CSS']]);
  mountApp();
  await waitFor(() => expect(titles()).toEqual(['HTML']));
  fakeApi.get('/api/courses', () => fakeApi.reply({ status: 500, json: { error: 'Down' } }));
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await screen.findByText('Could not load more courses.');
  servePages([['HTML'], ['CSS']], asked);
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(titles()).toEqual(['HTML', 'CSS']));
  expect(asked.at(-1)).toBe(2);
});
