// The tests share one page and run in order: the form keeps what earlier tests typed.
test('query returns the element the selector matches', () => {
  expect(query('#message', window.HTMLTextAreaElement)).toBe(document.getElementById('message'));
  expect(query('#feedback', window.HTMLFormElement)).toBe(document.getElementById('feedback'));
});

test('on calls the handler with the event, until the returned function removes it', () => {
  const button = document.createElement('button');
  document.body.append(button);
  const seen = [];
  const stop = on(button, 'click', (event) => seen.push(event.type));
  button.click();
  stop();
  button.click();
  button.remove();
  expect(seen).toEqual(['click']);
});

test('sending an empty message asks for one', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(document.getElementById('status')).toHaveTextContent('Please write a message first.');
});

test('typing updates the character count', async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Message'), 'Great course');
  expect(document.getElementById('count').textContent).toBe('12/140');
});

test('Ctrl+Enter in the message sends the form', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Message'));
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(document.getElementById('status')).toHaveTextContent('Thanks for your feedback!');
  expect(screen.getByLabelText('Message')).toHaveValue('Great course');
});
