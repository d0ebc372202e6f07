test('no duplicates', { description: 'A skill that is already in the list is not added a second time, whatever its case.' }, async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Add a skill'), 'React{Enter}');
  expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(1);
});
