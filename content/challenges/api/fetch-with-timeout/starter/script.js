async function fetchWithTimeout(url, ms) {
  return fetch(url);
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
