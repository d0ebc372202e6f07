test('the LinkedIn link is named LinkedIn', { description: 'The second icon link is named after the site it opens.' }, () => {
  expect(screen.getByRole('link', { name: 'LinkedIn' })).toBeInTheDocument();
});
