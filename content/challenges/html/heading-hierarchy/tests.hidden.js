// Hidden tests: run by the server's grader after tests.js, in the same page.
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();

test('the headings are real <h1>, <h2> and <h3> elements', { description: 'The headings are real h1, h2 and h3 elements (not other elements given a heading role), in the order the instructions describe.' }, () => {
  expect(
    screen.queryAllByRole('heading').map((h) => `<${h.tagName.toLowerCase()}> ${squash(h)}`),
  ).toEqual([
    '<h1> Getting Started with Git',
    '<h2> Install Git',
    '<h2> Configure Git',
    '<h3> Set your name',
    '<h3> Set your email',
    '<h2> Make your first commit',
  ]);
});

test('the paragraphs and code blocks are kept, each under its own heading', { description: 'The paragraphs and code blocks are kept word for word, each under the heading of its own section.' }, () => {
  const blocks = [...document.body.querySelectorAll('h1, h2, h3, h4, h5, h6, p, pre')].map(
    (element) => `${element.tagName.toLowerCase()}: ${squash(element)}`,
  );
  expect(blocks).toEqual([
    'h1: Getting Started with Git',
    'h2: Install Git',
    'p: Download the installer for your system from the official Git website and run it.',
    'h2: Configure Git',
    'p: Git stamps every commit with your name and email, so tell it who you are.',
    'h3: Set your name',
    'pre: git config --global user.name "Ada Lovelace"',
    'h3: Set your email',
    'pre: git config --global user.email "ada@example.com"',
    'h2: Make your first commit',
    'p: Stage a file with git add, then save a snapshot with git commit.',
  ]);
});
