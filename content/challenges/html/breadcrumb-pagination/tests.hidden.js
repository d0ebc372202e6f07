// Hidden tests: run by the server's grader after tests.js, in the same page.
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();

test('aria-current marks only the two current links', { description: 'Exactly one element in each navigation is marked as the current page, and nothing else on the page carries aria-current.' }, () => {
  const marked = [...document.querySelectorAll('[aria-current]')].map(
    (element) => `<${element.tagName.toLowerCase()}> ${squash(element)}`,
  );
  expect(marked).toEqual(['<a> CSS', '<a> 3']);
});

test('every page link points at the page it names', { description: 'Each numbered link, and the Previous and Next links, lead to the right page of the results.' }, () => {
  const pagination = screen.getByRole('navigation', { name: 'Pagination' });
  const names = ['Previous', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Next'];
  const targets = names.map((name) => {
    const link = within(pagination).queryByRole('link', { name });
    if (!link) return `no link named "${name}"`;
    const url = new URL(link.getAttribute('href') || '', 'https://example.com');
    return `${name} → ${url.pathname} page ${url.searchParams.get('page')}`;
  });
  expect(targets).toEqual(names.map((name, i) => {
    const page = name === 'Previous' ? 2 : name === 'Next' ? 4 : i;
    return `${name} → /courses/css page ${page}`;
  }));
});
