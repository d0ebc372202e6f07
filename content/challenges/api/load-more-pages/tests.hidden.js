test('the button goes after the last page', { description: 'When an answer says there is nothing more, the Load more button disappears.' }, async () => {
  fakeApi.reset();
  fakeApi.get('/api/courses', ({ query }) => {
    const page = Number(query.page);
    // A last page that is full: only hasMore tells it is the last.
    return { items: [{ id: page, title: `Course ${page}` }], hasMore: page < 2 };
  });
  mountApp();
  await screen.findByText('Course 1');
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await screen.findByText('Course 2');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
});
