const list = document.getElementById('reviews');
const error = document.getElementById('error');

async function loadReviews() {
  const response = await fetch('/api/reviews');
  const reviews = await response.json();
  list.innerHTML = reviews
    .map((review) => {
      const author = review.website
        ? `<a href="${review.website}">${review.author}</a>`
        : review.author;
      return `<li><strong>${author}</strong><p>${review.text}</p></li>`;
    })
    .join('');
}

loadReviews();
