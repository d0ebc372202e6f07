// The tests share one page and run in order: each continues from the text the previous one left.
const field = () => screen.getByLabelText('Message');
const postButton = () => screen.getByRole('button', { name: 'Post' });
const counterEl = () => document.getElementById('char-count');
// The whole widget in words, so a failure shows what the page looks like.
const state = () => ({
  counter: counterEl().textContent.trim(),
  overLimit: counterEl().classList.contains('over-limit'),
  ariaInvalid: field().getAttribute('aria-invalid'),
  postDisabled: postButton().disabled,
});
const typist = () => userEvent.setup({ delay: null });

test('at first the counter reads "0 / 140" and Post is disabled', () => {
  expect(counterEl().textContent.trim()).toBe('0 / 140');
  expect(postButton().disabled).toBe(true);
});

test('typing "Hello" shows "5 / 140" and enables Post', async () => {
  const user = typist();
  await user.type(field(), 'Hello');
  expect(state()).toEqual({
    counter: '5 / 140',
    overLimit: false,
    ariaInvalid: 'false',
    postDisabled: false,
  });
});

test('deleting two characters with Backspace shows "3 / 140"', async () => {
  const user = typist();
  await user.type(field(), '{Backspace}{Backspace}');
  expect(field().value).toBe('Hel');
  expect(counterEl().textContent.trim()).toBe('3 / 140');
});

test('exactly 140 characters fit: "140 / 140", not marked, Post enabled', async () => {
  const user = typist();
  await user.type(field(), 'x'.repeat(137));
  expect(state()).toEqual({
    counter: '140 / 140',
    overLimit: false,
    ariaInvalid: 'false',
    postDisabled: false,
  });
}, 5000);

test('141 characters: "141 / 140", class "over-limit", aria-invalid="true", Post disabled', async () => {
  const user = typist();
  await user.type(field(), '!');
  expect(state()).toEqual({
    counter: '141 / 140',
    overLimit: true,
    ariaInvalid: 'true',
    postDisabled: true,
  });
});

test('deleting back to 140 characters removes the marks and enables Post again', async () => {
  const user = typist();
  await user.type(field(), '{Backspace}');
  expect(state()).toEqual({
    counter: '140 / 140',
    overLimit: false,
    ariaInvalid: 'false',
    postDisabled: false,
  });
});
