const list = document.getElementById('reviews');
const error = document.getElementById('error');

/** Any website the review has is linked. */
function safeWebsite(value) {
  return value || null;
}

function renderReview(review) {
  const item = document.createElement('li');
  const author = document.createElement('strong');
  const website = safeWebsite(review.website);
  if (website) {
    const link = document.createElement('a');
    link.href = website;
    link.textContent = review.author;
    author.append(link);
  } else {
    author.textContent = review.author;
  }
  const text = document.createElement('p');
  text.textContent = review.text;
  item.append(author, text);
  return item;
}

async function loadReviews() {
  try {
    const response = await fetch('/api/reviews');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const reviews = await response.json();
    list.replaceChildren(...reviews.map(renderReview));
    error.textContent = '';
  } catch {
    list.replaceChildren();
    error.textContent = 'Could not load the reviews.';
  }
}

loadReviews();
