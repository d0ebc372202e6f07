// Plausible mistake: appends each item to the list on its own, one insertion (and layout) per item.
// Already done: 23 article titles, "Article 1" to "Article 23".
const ARTICLES = Array.from({ length: 23 }, (_, index) => `Article ${index + 1}`);
const PAGE_SIZE = 10;

const list = document.getElementById('articles');
const shownCount = document.getElementById('shown-count');
const loadMoreButton = document.getElementById('load-more');

let shown = 0;

function renderNextBatch() {
  const batch = ARTICLES.slice(shown, shown + PAGE_SIZE);
  for (const title of batch) {
    const item = document.createElement('li');
    item.textContent = title;
    list.append(item);
  }
  shown += batch.length;
  shownCount.textContent = `Showing ${shown} of ${ARTICLES.length} articles`;
  loadMoreButton.hidden = shown >= ARTICLES.length;
}

loadMoreButton.addEventListener('click', renderNextBatch);
renderNextBatch();
