async function fetchWithRetry(url, { retries = 3, baseDelay = 500 } = {}) {
  const response = await fetch(url);
  return response.json();
}

document.getElementById('load').addEventListener('click', async () => {
  const quote = document.getElementById('quote');
  quote.textContent = 'Loading…';
  try {
    const { text } = await fetchWithRetry('/api/quote');
    quote.textContent = text;
  } catch (error) {
    quote.textContent = error.message;
  }
});
