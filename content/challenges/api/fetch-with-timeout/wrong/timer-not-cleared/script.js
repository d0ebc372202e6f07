function fetchWithTimeout(url, ms) {
  const controller = new AbortController();
  let timedOut = false;
  setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  return fetch(url, { signal: controller.signal }).catch((error) => {
    throw timedOut ? new Error(`Timed out after ${ms} ms`) : error;
  });
}

document.getElementById('load').addEventListener('click', async () => {
  const weather = document.getElementById('weather');
  weather.textContent = 'Loading…';
  try {
    const response = await fetchWithTimeout('/api/weather', 3000);
    weather.textContent = (await response.json()).summary;
  } catch (error) {
    weather.textContent = `${error.message}. Please try again.`;
  }
});
