// The component is mounted afresh before each test; mountApp() mounts it again once the test has
// declared its API. `posted` records the body and Content-Type of each POST.
function serve(postReply, posted = []) {
  fakeApi.reset();
  fakeApi.get('/api/comments', () => [{ id: 1, author: 'Asha', text: 'Great lesson!' }]);
  fakeApi.post('/api/comments', ({ body, headers }) => {
    posted.push({ body, type: headers['content-type'] });
    return postReply;
  });
  return posted;
}

const items = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

async function writeAndPost(text) {
  const user = userEvent.setup();
  await waitFor(() => expect(items()).toHaveLength(1));
  await user.type(screen.getByLabelText('Comment'), text);
  await user.click(screen.getByRole('button', { name: 'Post' }));
}

test('lists the comments from the API', async () => {
  serve(fakeApi.reply({ status: 201, json: {} }));
  mountApp();
  await waitFor(() => expect(items()).toEqual(['Asha: Great lesson!']));
});

test('Post sends the text as JSON and adds the comment the server answered', async () => {
  const posted = serve(
    fakeApi.reply({
      status: 201,
      json: { id: 42, author: 'Meera', text: 'Thanks, this helped!' },
    }),
  );
  mountApp();
  await writeAndPost('Thanks, this helped!');
  await waitFor(() =>
    expect(items()).toEqual(['Asha: Great lesson!', 'Meera: Thanks, this helped!']),
  );
  expect(posted).toEqual([{ body: { text: 'Thanks, this helped!' }, type: 'application/json' }]);
  expect(screen.getByLabelText('Comment')).toHaveValue('');
});

test('the button reads Posting… and is disabled while the comment is sent', async () => {
  serve(
    fakeApi.reply({
      status: 201,
      delay: 300,
      json: { id: 5, author: 'You', text: 'Hi' },
    }),
  );
  mountApp();
  await writeAndPost('Hi');
  expect(await screen.findByRole('button', { name: 'Posting…' })).toBeDisabled();
  await waitFor(() => expect(items()).toHaveLength(2));
  expect(screen.getByRole('button', { name: 'Post' })).not.toBeDisabled();
});

test('a refused comment shows an alert and is not added', async () => {
  serve(fakeApi.reply({ status: 500, json: { error: 'Down' } }));
  mountApp();
  await writeAndPost('Hello');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your comment was not posted. Please try again.',
  );
  expect(items()).toEqual(['Asha: Great lesson!']);
});

test('no answer at all is shown as an error too', async () => {
  serve(fakeApi.reply({ networkError: true }));
  mountApp();
  await writeAndPost('Hello');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your comment was not posted.');
});
