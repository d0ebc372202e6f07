// Hidden tests: run by the server's grader after tests.js, in the same page.
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();

test('the h1 and the three h2 headings are kept, each followed by its list', { description: 'The h1 and the three h2 headings are kept, and each h2 is followed by its own list: the ingredients as an unordered list, the method as an ordered list and the nutrition facts as a description list.' }, () => {
  const outline = [...document.body.querySelectorAll('h1, h2, h3, h4, h5, h6, ul, ol, dl')]
    .filter((element) => !element.parentElement.closest('ul, ol, dl'))
    .map((element) =>
      /^H\d$/.test(element.tagName)
        ? `${element.tagName.toLowerCase()} ${squash(element)}`
        : `<${element.tagName.toLowerCase()}>`,
    );
  expect(outline).toEqual([
    'h1 Weekend Pancakes',
    'h2 Ingredients',
    '<ul>',
    'h2 Method',
    '<ol>',
    'h2 Nutrition per pancake',
    '<dl>',
  ]);
});

test('the nutrition facts are one description list: three terms, each with its value', { description: 'All the nutrition facts are in a single description list that holds only the three terms, each followed by its value.' }, () => {
  const lists = [...document.querySelectorAll('dl')];
  expect(lists.length).toBe(1);
  const entries = [...lists[0].querySelectorAll('dt, dd')].map(
    (element) => `${element.tagName.toLowerCase()} ${squash(element)}`,
  );
  expect(entries).toEqual([
    'dt Calories',
    'dd 220 kcal',
    'dt Protein',
    'dd 6 g',
    'dt Sugar',
    'dd 8 g',
  ]);
});
