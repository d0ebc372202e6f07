// Hidden tests: run by the server's grader after tests.js, in the same page.
const squash = (value) => value.replace(/\s+/g, ' ').trim();

test('the office hours are inside the <address> element too', { description: 'The office hours are inside the address element too, not just the email and phone links.' }, () => {
  const where = ['9 am', '5 pm'].map((text) => {
    const element = screen.queryByText(text, { exact: true });
    if (!element) return `no element with exactly the text "${text}"`;
    return element.closest('address') ? 'inside <address>' : 'outside <address>';
  });
  expect(where).toEqual(['inside <address>', 'inside <address>']);
});

test('the card still shows exactly the text it had', { description: 'The card\'s visible text stays exactly as it was: adding the markup must not add, remove or reword any text.' }, () => {
  expect(squash(document.body.innerText)).toBe(
    'Ada Rivera Frontend Developer Email: ada@example.com Phone: +1 555 0100 ' +
      'Office hours: Monday to Friday, 9 am – 5 pm ' +
      'Available for new projects from 1 September 2025.',
  );
});

test('the page has no accessibility problems', { description: 'The page passes an automated accessibility check (labels, names, alt text, valid ARIA, contrast).' }, async () => {
  await expectAccessible();
});
