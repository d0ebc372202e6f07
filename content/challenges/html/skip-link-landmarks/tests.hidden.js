test('the skip link lands on the main area', { description: 'The skip link points at an element that exists: the main area.' }, () => {
  const target = document.querySelector('a[href="#main"]').getAttribute('href').slice(1);
  expect(document.getElementById(target)).toBe(screen.getByRole('main'));
});
