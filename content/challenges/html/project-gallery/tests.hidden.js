test('every image has a size', { description: 'Every image, the decorative one included, declares its width and height.' }, () => {
  const images = [...document.querySelectorAll('img')];
  expect(images).toHaveLength(3);
  expect(images.every((img) => img.hasAttribute('width') && img.hasAttribute('height'))).toBe(true);
});

test('the banner is decorative', { description: 'The decorative banner has an empty text alternative, so screen readers skip it.' }, () => {
  expect(screen.getAllByRole('figure')[2].querySelector('img').getAttribute('alt')).toBe('');
});
