// Hidden tests: run by the server's grader after tests.js, in the same page.
const tagOf = (element) => (element ? `<${element.tagName.toLowerCase()}>` : 'nothing');

test('the landmarks are real <header>, <nav>, <main>, <article> and <footer> elements', { description: 'The landmarks come from real header, nav, main, article and footer elements, not from role attributes on other elements.' }, () => {
  const first = (role) => screen.queryAllByRole(role)[0];
  expect({
    banner: tagOf(first('banner')),
    navigation: tagOf(first('navigation')),
    main: tagOf(first('main')),
    article: tagOf(first('article')),
    contentinfo: tagOf(first('contentinfo')),
  }).toEqual({
    banner: '<header>',
    navigation: '<nav>',
    main: '<main>',
    article: '<article>',
    contentinfo: '<footer>',
  });
});

test('the article keeps its paragraph, and the footer ends the page', { description: 'The article keeps its paragraph text unchanged, and the footer is the last thing on the page, with nothing after it.' }, () => {
  const article = document.querySelector('article');
  const paragraph = article && article.querySelector('p');
  expect(paragraph ? paragraph.textContent.trim() : 'no <p> in the <article>').toBe(
    'Landmarks let assistive technology jump straight to what matters.',
  );
  const footer = document.querySelector('footer');
  expect(footer ? 'found' : 'no <footer>').toBe('found');
  const content = [...document.body.querySelectorAll('*')].filter(
    (element) => !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName),
  );
  const after = content.filter(
    (element) =>
      !footer.contains(element) &&
      footer.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  expect(after.map(tagOf)).toEqual([]);
});
