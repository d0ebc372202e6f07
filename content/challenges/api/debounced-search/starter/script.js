const search = document.getElementById('search');
const results = document.getElementById('results');

search.addEventListener('input', async () => {
  const response = await fetch(`/api/courses?q=${search.value}`);
  const titles = await response.json();
  results.innerHTML = titles.map((title) => `<li>${title}</li>`).join('');
});
