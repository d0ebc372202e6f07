test('no answer at all', { description: 'When the request fails without any answer (no network), the like is put back too.' }, async () => {
  fakeApi.reset();
  fakeApi.put('/api/posts/7/like', () => fakeApi.reply({ delay: 200, networkError: true }));
  const before = [document.getElementById('like').getAttribute('aria-pressed'), document.getElementById('likes').textContent];
  fireEvent.click(document.getElementById('like'));
  await sleep(400);
  expect([document.getElementById('like').getAttribute('aria-pressed'), document.getElementById('likes').textContent]).toEqual(before);
});

test('clicks while saving are ignored', { description: 'Clicking again while a save is on its way sends nothing more.' }, async () => {
  const bodies = [];
  fakeApi.reset();
  let serverLikes = Number(document.getElementById('likes').textContent);
  fakeApi.put('/api/posts/7/like', ({ body }) => {
    bodies.push(body);
    serverLikes += body.liked ? 1 : -1;
    return fakeApi.reply({ delay: 500, json: { liked: body.liked, likes: serverLikes } });
  });
  fireEvent.click(document.getElementById('like'));
  fireEvent.click(document.getElementById('like'));
  fireEvent.click(document.getElementById('like'));
  await sleep(800);
  expect(bodies.length).toBe(1);
});
