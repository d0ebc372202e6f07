// Hidden tests: run by the server's grader after tests.js, in the same page ("grid" is typed in
// the search field at this point).
test('the form sends the search text and the level', { description: 'Submitting the form would send both the typed search and the chosen level, each under its required name.' }, () => {
  const form = screen.getByRole('search');
  const sent = [...new FormData(form)].map(([key, value]) => `${key}=${value}`);
  expect(sent).toEqual(['q=grid', 'level=']);
});

test('the icon button submits the form', { description: 'The form has exactly one button, and it submits the search.' }, () => {
  const buttons = within(screen.getByRole('search')).queryAllByRole('button');
  expect(buttons.map((button) => button.type)).toEqual(['submit']);
});
