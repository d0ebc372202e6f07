// Runs after tests.js, on the same page: the message holds 140 characters.
const messageField = () => screen.getByLabelText('Message');
const counterText = () => document.getElementById('char-count').textContent.trim();
const postDisabled = () => screen.getByRole('button', { name: 'Post' }).disabled;
const fast = () => userEvent.setup({ delay: null });

test(
  'clearing the field and pasting text update the counter without any key press',
  {
    description:
      'The counter, the over-limit marks and the Post button also follow changes made without typing: emptying the field, and pasting a long text from the clipboard.',
  },
  async () => {
    const user = fast();
    await user.clear(messageField());
    expect({ counter: counterText(), postDisabled: postDisabled() }).toEqual({
      counter: '0 / 140',
      postDisabled: true,
    });
    await user.click(messageField());
    await user.paste('y'.repeat(150));
    expect({
      counter: counterText(),
      overLimit: document.getElementById('char-count').classList.contains('over-limit'),
      ariaInvalid: messageField().getAttribute('aria-invalid'),
      postDisabled: postDisabled(),
    }).toEqual({ counter: '150 / 140', overLimit: true, ariaInvalid: 'true', postDisabled: true });
  },
);

test(
  'a message of spaces only is counted but cannot be posted',
  {
    description:
      'A message made only of spaces and line breaks is counted like any other text, but the Post button stays disabled; adding a real word enables it.',
  },
  async () => {
    const user = fast();
    await user.clear(messageField());
    await user.type(messageField(), '  {Enter} ');
    expect({ counter: counterText(), postDisabled: postDisabled() }).toEqual({
      counter: '4 / 140',
      postDisabled: true,
    });
    await user.type(messageField(), 'Hi');
    expect({ counter: counterText(), postDisabled: postDisabled() }).toEqual({
      counter: '6 / 140',
      postDisabled: false,
    });
  },
);
