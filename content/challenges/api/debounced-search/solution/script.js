const search = document.getElementById('search');
const results = document.getElementById('results');
let timer;

async function runSearch(text) {
  const response = await fetch(`/api/courses?q=${encodeURIComponent(text)}`);
  const titles = await response.json();
  results.replaceChildren(
    ...titles.map((title) => {
      const item = document.createElement('li');
      item.textContent = title;
      return item;
    }),
  );
}

search.addEventListener('input', () => {
  clearTimeout(timer);
  const text = search.value.trim();
  if (!text) {
    results.replaceChildren();
    return;
  }
  timer = setTimeout(() => runSearch(text), 300);
});
