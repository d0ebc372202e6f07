const headingTexts = (level) =>
  screen.queryAllByRole('heading', { level }).map((h) => h.textContent.trim());

// Every heading in page order, as { level, text }.
const outline = () =>
  screen.queryAllByRole('heading').map((h) => ({
    level: Number(h.tagName.slice(1)) || Number(h.getAttribute('aria-level')),
    text: h.textContent.trim(),
  }));

test('there is exactly one h1 and it reads "Getting Started with Git"', () => {
  expect(headingTexts(1)).toEqual(['Getting Started with Git']);
});

test('the h2 headings are the three sections, in order', () => {
  expect(headingTexts(2)).toEqual(['Install Git', 'Configure Git', 'Make your first commit']);
});

test('the h3 headings are "Set your name" and "Set your email"', () => {
  expect(headingTexts(3)).toEqual(['Set your name', 'Set your email']);
});

test('no heading skips a level', () => {
  const skips = [];
  let previous = 0;
  for (const { level, text } of outline()) {
    if (level > previous + 1)
      skips.push(`h${level} "${text}" follows ${previous ? `an h${previous}` : 'no heading'}`);
    previous = level;
  }
  expect(skips).toEqual([]);
});

test('the full outline, in page order, matches the guide', () => {
  expect(outline().map(({ level, text }) => `h${level} ${text}`)).toEqual([
    'h1 Getting Started with Git',
    'h2 Install Git',
    'h2 Configure Git',
    'h3 Set your name',
    'h3 Set your email',
    'h2 Make your first commit',
  ]);
});
