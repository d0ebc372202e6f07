const list = document.getElementById('reviews');
const error = document.getElementById('error');

/** The address when it is a full http(s) URL, else null (javascript:, data:, not a URL at all). */
function safeWebsite(value) {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
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
  text.innerHTML = review.text;
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
