// Hidden tests: run by the server's grader after tests.js, in the same page.
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();

function headingOf(target) {
  if (!target) return 'nothing';
  const heading = /^H[1-6]$/.test(target.tagName) ? target : target.querySelector('h1, h2, h3');
  return heading ? squash(heading) : `<${target.tagName.toLowerCase()}> with no heading`;
}

test('each contents link lands on its own section', { description: 'Every link in the contents, not only one, leads to the section whose heading matches the link text.' }, async () => {
  const user = userEvent.setup();
  const nav = screen.getByRole('navigation', { name: 'On this page' });
  const landed = [];
  for (const link of within(nav).getAllByRole('link')) {
    await user.click(link);
    await sleep(50);
    landed.push(`${squash(link)} → ${headingOf(document.querySelector(':target'))}`);
  }
  expect(landed).toEqual([
    'When to use Flexbox → When to use Flexbox',
    'When to use Grid → When to use Grid',
    'Using both together → Using both together',
  ]);
});

test('Back to top leads to the article title', { description: 'The link at the end of the article leads back to the article\'s main heading.' }, async () => {
  const user = userEvent.setup();
  const link = screen.queryByRole('link', { name: 'Back to top' });
  expect(link ? 'found' : 'no link named "Back to top"').toBe('found');
  await user.click(link);
  await sleep(50);
  expect(headingOf(document.querySelector(':target'))).toBe('Flexbox or Grid?');
});
