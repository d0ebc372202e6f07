// The tests share one page and run in order: the third one follows a contents link, which
// changes the page's #fragment.
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();
const sections = ['When to use Flexbox', 'When to use Grid', 'Using both together'];

function contents() {
  const found = screen.queryByRole('navigation', { name: 'On this page' });
  if (!found) {
    throw new Error('no navigation is named "On this page": use <nav aria-labelledby>');
  }
  return found;
}
// The heading a #fragment landed on: the target itself, or the first heading inside it.
function headingOf(target) {
  if (!target) return 'nothing (no element is the :target)';
  const heading = /^H[1-6]$/.test(target.tagName) ? target : target.querySelector('h1, h2, h3');
  return heading ? squash(heading) : `<${target.tagName.toLowerCase()}> with no heading`;
}

test('a navigation named "On this page" holds an ordered list of the three sections', () => {
  const list = within(contents()).queryByRole('list');
  expect(list ? list.tagName : 'no list').toBe('OL');
  expect(within(list).queryAllByRole('link').map(squash)).toEqual(sections);
});

test('every contents link points at an element with that id', () => {
  const found = within(contents())
    .queryAllByRole('link')
    .map((link) => {
      const href = link.getAttribute('href') || '';
      if (!href.startsWith('#')) return `"${href}" is not a #fragment`;
      const target = document.getElementById(decodeURIComponent(href.slice(1)));
      return target ? 'found' : `nothing has the id in "${href}"`;
    });
  expect(found).toEqual(['found', 'found', 'found']);
});

test('following "When to use Grid" lands on the Grid section', async () => {
  const user = userEvent.setup();
  await user.click(within(contents()).getByRole('link', { name: 'When to use Grid' }));
  await sleep(50);
  expect(headingOf(document.querySelector(':target'))).toBe('When to use Grid');
});

test('the wide code example is a region named "Code example"', () => {
  const region = screen.queryByRole('region', { name: 'Code example' });
  expect(region ? region.tagName : 'no region named "Code example"').toBe('PRE');
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
