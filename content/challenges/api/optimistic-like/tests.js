// The tests share one page and run in order; each declares the API first. The clock is virtual.
const button = () => document.getElementById('like');
const likes = () => document.getElementById('likes').textContent;
const pressed = () => button().getAttribute('aria-pressed');

function serve({ delay = 500, fail = false } = {}) {
  const bodies = [];
  let serverLikes = Number(likes());
  fakeApi.reset();
  fakeApi.put('/api/posts/7/like', ({ body }) => {
    bodies.push(body);
    if (fail) return fakeApi.reply({ status: 500, delay, json: { error: 'Busy' } });
    serverLikes += body.liked ? 1 : -1;
    return fakeApi.reply({ delay, json: { liked: body.liked, likes: serverLikes } });
  });
  return bodies;
}

test('a click shows the like at once, before the server answers', async () => {
  serve({ delay: 1000 });
  fireEvent.click(button());
  expect(pressed()).toBe('true');
  expect(likes()).toBe('13');
  await sleep(1200);
});

test('the PUT carries the new state, and the count is the server’s once it answers', async () => {
  const bodies = serve({ delay: 300 });
  fireEvent.click(button());
  expect(likes()).toBe('12');
  await sleep(500);
  expect(bodies).toEqual([{ liked: false }]);
  expect(pressed()).toBe('false');
  expect(likes()).toBe('12');
});

test('a failed save puts the like back and says so', async () => {
  serve({ delay: 300, fail: true });
  fireEvent.click(button());
  expect(pressed()).toBe('true');
  await sleep(500);
  expect(pressed()).toBe('false');
  expect(likes()).toBe('12');
  expect(document.getElementById('error').textContent).toBe('Could not save your like.');
});

test('a success afterwards clears the message', async () => {
  serve({ delay: 100 });
  fireEvent.click(button());
  await sleep(300);
  expect(pressed()).toBe('true');
  expect(document.getElementById('error').textContent).toBe('');
});
