test('the list comes from the server after a delete', { description: 'After a delete, the list shows what the server now has, including changes made by others.' }, async () => {
  let server = [{ id: 1, text: 'One' }, { id: 2, text: 'Two' }];
  fakeApi.reset();
  fakeApi.get('/api/comments', () => server);
  fakeApi.delete('/api/comments/:id', () => {
    // Someone else added a comment meanwhile.
    server = [{ id: 2, text: 'Two' }, { id: 3, text: 'Three' }];
    return fakeApi.reply({ status: 204 });
  });
  await loadComments();
  window.confirm = () => true;
  fireEvent.click(screen.getByRole('button', { name: 'Delete comment 1' }));
  await waitFor(() =>
    expect([...document.querySelectorAll('#comments li')].map((li) => li.firstChild.textContent.trim())).toEqual(['Two', 'Three']),
  );
});
