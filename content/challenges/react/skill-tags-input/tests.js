const tags = () => within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem').map((li) => li.firstChild.textContent);

test('starts with react', () => {
  expect(tags()).toEqual(['react']);
});

test('Enter adds the trimmed, lower-cased skill and empties the field', async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Add a skill'), '  TypeScript {Enter}');
  expect(tags()).toEqual(['react', 'typescript']);
  expect(screen.getByLabelText('Add a skill')).toHaveValue('');
});

test('each tag’s button removes it', async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Add a skill'), 'css{Enter}');
  await user.click(screen.getByRole('button', { name: 'Remove react' }));
  expect(tags()).toEqual(['css']);
});

test('the page has no accessibility problems', async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Add a skill'), 'html{Enter}');
  await expectAccessible();
});
