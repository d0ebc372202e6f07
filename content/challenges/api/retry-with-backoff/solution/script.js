const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithRetry(url, { retries = 3, baseDelay = 500 } = {}) {
  for (let attempt = 0; ; attempt += 1) {
    let response;
    try {
      response = await fetch(url);
    } catch (error) {
      response = null; // a network failure: retried like a 5xx
    }
    if (response?.ok) return response.json();
    if (response && response.status < 500) {
      throw new Error(`Request failed with status ${response.status}`);
    }
    if (attempt === retries) throw new Error(`Request failed after ${retries + 1} attempts`);
    await wait(baseDelay * 2 ** attempt);
  }
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
