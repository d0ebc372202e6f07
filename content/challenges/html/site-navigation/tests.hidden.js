// Hidden tests: run by the server's grader after tests.js, in the same page (the keyboard focus
// is in <main> at this point).
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();

test('the page header holds the Primary navigation, whose links form a list', { description: 'The top of the page is a header element that contains the Primary navigation, whose links form a list with one link in each list item.' }, () => {
  const banner = screen.queryByRole('banner');
  expect(banner ? `<${banner.tagName.toLowerCase()}>` : 'no page header (banner)').toBe('<header>');
  const primary = screen.queryByRole('navigation', { name: 'Primary' });
  expect(primary ? 'found' : 'no navigation named "Primary"').toBe('found');
  expect(banner.contains(primary) ? 'inside the header' : 'outside the header').toBe(
    'inside the header',
  );
  const lists = within(primary).queryAllByRole('list');
  const items = lists.length
    ? within(lists[0])
        .queryAllByRole('listitem')
        .map((item) => {
          const links = within(item).queryAllByRole('link');
          return links.length === 1 ? squash(links[0]) : `${links.length} links`;
        })
    : 'no list in the Primary navigation';
  expect(items).toEqual(['Home', 'Courses', 'Pricing', 'Blog']);
});

test('no element keeps the "active" class', { description: 'No element keeps the old active class: the current page is marked with aria-current alone.' }, () => {
  expect(
    [...document.querySelectorAll('.active')].map(
      (element) => `<${element.tagName.toLowerCase()}> ${squash(element)}`,
    ),
  ).toEqual([]);
});

test('the skip link is the first element of the page and stays off-screen until focused', { description: 'The skip link is the very first element of the page, has class skip-link, and stays out of view until it receives focus.' }, () => {
  const first = document.body.firstElementChild;
  expect(first ? `<${first.tagName.toLowerCase()}> ${squash(first)}` : 'an empty page').toBe(
    '<a> Skip to main content',
  );
  expect(
    first.classList.contains('skip-link') ? 'class="skip-link"' : `class="${first.className}"`,
  ).toBe('class="skip-link"');
  if (document.activeElement === first) first.blur();
  const box = first.getBoundingClientRect();
  const offScreen =
    box.right <= 0 || box.bottom <= 0 || box.left >= page.innerWidth || box.top >= page.innerHeight;
  expect(offScreen ? 'off-screen' : 'on screen without focus').toBe('off-screen');
});

test('the page has no accessibility problems', { description: 'The page passes an automated accessibility check (labels, names, alt text, valid ARIA, contrast).' }, async () => {
  await expectAccessible();
});
