// The tests share one page and run in order: the first two move the keyboard focus.
const text = (element) => element.textContent.replace(/\s+/g, ' ').trim();
const describe = (element) =>
  element === document.body
    ? 'the page body'
    : `<${element.tagName.toLowerCase()}> "${text(element).slice(0, 30)}"`;

function nav(name) {
  const found = screen.queryByRole('navigation', { name });
  if (!found) throw new Error(`no navigation landmark is named "${name}": use <nav aria-label>`);
  return found;
}
const linkNames = (container) => within(container).queryAllByRole('link').map(text);

test('the first Tab focuses "Skip to main content", which then shows inside the frame', async () => {
  const user = userEvent.setup();
  await user.tab();
  const focused = document.activeElement;
  expect(describe(focused)).toBe('<a> "Skip to main content"');
  const box = focused.getBoundingClientRect();
  const onScreen = box.left >= 0 && box.top >= 0 && box.right <= page.innerWidth && box.width > 0;
  expect(onScreen).toBe(true);
});

test('pressing Enter on the skip link moves the focus to the main landmark', async () => {
  const user = userEvent.setup();
  const main = screen.queryByRole('main');
  expect(main ? 'found' : 'no main landmark').toBe('found');
  await user.keyboard('{Enter}');
  await sleep(50);
  expect(document.activeElement === main ? 'main' : describe(document.activeElement)).toBe('main');
});

test('there are two navigation landmarks, named Primary and Footer', () => {
  const navs = screen.queryAllByRole('navigation');
  expect(navs.map((n) => n.getAttribute('aria-label') ?? '(no aria-label)')).toEqual([
    'Primary',
    'Footer',
  ]);
  nav('Primary');
  nav('Footer');
});

test('the Primary navigation holds Home, Courses, Pricing and Blog', () => {
  expect(linkNames(nav('Primary'))).toEqual(['Home', 'Courses', 'Pricing', 'Blog']);
});

test('only the Courses link carries aria-current, set to "page"', () => {
  const current = [...document.querySelectorAll('[aria-current]')].map(
    (element) => `${text(element)}: ${element.getAttribute('aria-current')}`,
  );
  expect(current).toEqual(['Courses: page']);
  const link = within(nav('Primary')).queryByRole('link', { current: 'page' });
  expect(link ? text(link) : 'no current link in Primary').toBe('Courses');
});

test('the Footer navigation, in the page footer, holds Privacy, Terms and Contact', () => {
  const footer = screen.queryByRole('contentinfo');
  expect(footer ? 'found' : 'no page footer (contentinfo)').toBe('found');
  const footerNav = nav('Footer');
  expect(footer.contains(footerNav)).toBe(true);
  expect(linkNames(footerNav)).toEqual(['Privacy', 'Terms', 'Contact']);
});
