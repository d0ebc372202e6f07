// Already done: 23 article titles, "Article 1" to "Article 23".
const ARTICLES = Array.from({ length: 23 }, (_, index) => `Article ${index + 1}`);
const PAGE_SIZE = 10;

const list = document.getElementById('articles');
const shownCount = document.getElementById('shown-count');
const loadMoreButton = document.getElementById('load-more');

function renderNextBatch() {
  // 1. Build the <li> items of the next (at most) PAGE_SIZE articles in a DocumentFragment.
  // 2. Append the fragment to the list in one go.
  // 3. Update "Showing X of 23 articles" and hide the button when everything is shown.
}
