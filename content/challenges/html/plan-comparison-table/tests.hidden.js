test('headers declare their scope', { description: 'Every column header and row header says which cells it labels (its scope).' }, () => {
  const headers = [...document.querySelectorAll('th')];
  expect(headers.length).toBe(5);
  expect(headers.map((h) => h.getAttribute('scope'))).toEqual(['col', 'col', 'row', 'row', 'row']);
});
