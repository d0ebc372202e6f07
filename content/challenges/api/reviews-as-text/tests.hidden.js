// Hidden tests: run by the server's grader after tests.js, in the same page (the helpers are
// this file's own).
function serve(reviews) {
  fakeApi.reset();
  fakeApi.get('/api/reviews', () => reviews);
}

const reviewItems = () => [...document.querySelectorAll('#reviews li')];

test(
  'a javascript: website is not a link',
  {
    description:
      'A website value that is another kind of link than a web address (one that would run code when clicked) never becomes a link; the name is still shown.',
  },
  async () => {
    serve([
      { id: 1, author: 'Mallory', website: 'javascript:alert(1)', text: 'Hi' },
      { id: 2, author: 'Trudy', website: '  JavaScript:alert(2)', text: 'Hi' },
      { id: 3, author: 'Asha', website: 'http://asha.dev/blog', text: 'Hi' },
    ]);
    await loadReviews();
    const items = reviewItems();
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Mallory',
      'Trudy',
      'Asha',
    ]);
    expect(items.map((item) => item.querySelector('a')?.href ?? null)).toEqual([
      null,
      null,
      'http://asha.dev/blog',
    ]);
  },
);

test(
  'a website that is not a URL is shown without a link',
  {
    description:
      'A website value that is not a valid address at all is shown without a link, and the other reviews are still listed.',
  },
  async () => {
    serve([
      { id: 1, author: 'Ravi', website: 'my blog', text: 'Hi' },
      { id: 2, author: 'Asha', website: 'https://asha.dev', text: 'Hello' },
    ]);
    await loadReviews();
    const items = reviewItems();
    expect(items).toHaveLength(2);
    expect(items[0].querySelector('a')).toBeNull();
    expect(items[0].querySelector('strong')?.textContent).toBe('Ravi');
    expect(items[1].querySelector('a')?.href).toBe('https://asha.dev/');
    expect(document.getElementById('error').textContent).toBe('');
  },
);
