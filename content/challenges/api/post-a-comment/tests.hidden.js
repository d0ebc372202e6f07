// Hidden tests: run by the server's grader after tests.js, in the same page (the helpers are
// this file's own).
function serve(postReply, posted = []) {
  fakeApi.reset();
  fakeApi.get('/api/comments', () => [{ id: 1, author: 'Asha', text: 'Great lesson!' }]);
  fakeApi.post('/api/comments', ({ body }) => {
    posted.push(body);
    return postReply;
  });
  return posted;
}

const items = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

test(
  'the text stays in the field after a failure',
  {
    description:
      'When a comment could not be posted, the text the user wrote is still in the field, so they can try again.',
  },
  async () => {
    serve(fakeApi.reply({ status: 503, json: { error: 'Busy' } }));
    mountApp();
    const user = userEvent.setup();
    await waitFor(() => expect(items()).toHaveLength(1));
    await user.type(screen.getByLabelText('Comment'), 'Please keep me');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Comment')).toHaveValue('Please keep me');
  },
);

test(
  'a blank comment is not sent',
  { description: 'Posting a comment that is empty or only spaces sends nothing to the API.' },
  async () => {
    const posted = serve(fakeApi.reply({ status: 201, json: { id: 3, author: 'You', text: '' } }));
    mountApp();
    const user = userEvent.setup();
    await waitFor(() => expect(items()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await user.type(screen.getByLabelText('Comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await sleep(200);
    expect(posted).toEqual([]);
    expect(items()).toHaveLength(1);
  },
);
