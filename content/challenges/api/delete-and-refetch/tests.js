// The tests share one page and run in order; each declares the API and reloads the list.
let server = [];
const requests = [];
function serve(comments, deleteStatus = 204) {
  server = comments.map((comment) => ({ ...comment }));
  requests.length = 0;
  fakeApi.reset();
  fakeApi.get('/api/comments', () => {
    requests.push('GET');
    return server;
  });
  fakeApi.delete('/api/comments/:id', ({ params }) => {
    requests.push(`DELETE ${params.id}`);
    if (deleteStatus === 204) server = server.filter((comment) => comment.id !== Number(params.id));
    return fakeApi.reply({ status: deleteStatus });
  });
}
const texts = () => [...document.querySelectorAll('#comments li')].map((li) => li.firstChild.textContent.trim());

test('lists the comments, each with its Delete button', async () => {
  serve([{ id: 1, text: 'One' }, { id: 2, text: 'Two' }]);
  await loadComments();
  expect(texts()).toEqual(['One', 'Two']);
  expect(screen.getByRole('button', { name: 'Delete comment 2' })).toBeInTheDocument();
});

test('cancelling the confirmation sends nothing', async () => {
  serve([{ id: 1, text: 'One' }]);
  await loadComments();
  window.confirm = () => false;
  fireEvent.click(screen.getByRole('button', { name: 'Delete comment 1' }));
  await waitFor(() => expect(requests).toEqual(['GET']));
  expect(texts()).toEqual(['One']);
});

test('confirming deletes the comment and shows the server’s list', async () => {
  serve([{ id: 1, text: 'One' }, { id: 2, text: 'Two' }]);
  await loadComments();
  window.confirm = () => true;
  fireEvent.click(screen.getByRole('button', { name: 'Delete comment 1' }));
  await waitFor(() => expect(texts()).toEqual(['Two']));
  expect(requests.slice(0, 2)).toEqual(['GET', 'DELETE 1']);
});

test('a refused delete says so and keeps the comment', async () => {
  serve([{ id: 1, text: 'One' }], 403);
  await loadComments();
  window.confirm = () => true;
  fireEvent.click(screen.getByRole('button', { name: 'Delete comment 1' }));
  await waitFor(() => expect(document.getElementById('error').textContent).toBe('Could not delete the comment.'));
  expect(texts()).toEqual(['One']);
});
