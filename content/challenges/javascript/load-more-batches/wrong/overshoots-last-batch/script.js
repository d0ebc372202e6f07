// Plausible mistake: always renders PAGE_SIZE items, so the last batch adds "undefined" items and
// the count goes past the total.
// Already done: 23 article titles, "Article 1" to "Article 23".
const ARTICLES = Array.from({ length: 23 }, (_, index) => `Article ${index + 1}`);
const PAGE_SIZE = 10;

const list = document.getElementById('articles');
const shownCount = document.getElementById('shown-count');
const loadMoreButton = document.getElementById('load-more');

let shown = 0;

function renderNextBatch() {
  const fragment = document.createDocumentFragment();
  for (let index = shown; index < shown + PAGE_SIZE; index += 1) {
    const item = document.createElement('li');
    item.textContent = ARTICLES[index];
    fragment.append(item);
  }
  list.append(fragment);
  shown += PAGE_SIZE;
  shownCount.textContent = `Showing ${shown} of ${ARTICLES.length} articles`;
  loadMoreButton.hidden = shown >= ARTICLES.length;
}

loadMoreButton.addEventListener('click', renderNextBatch);
renderNextBatch();
