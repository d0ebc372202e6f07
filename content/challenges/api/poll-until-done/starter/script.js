const button = document.getElementById('export');
const status = document.getElementById('status');
const download = document.getElementById('download');

button.addEventListener('click', async () => {
  const response = await fetch('/api/exports', { method: 'POST' });
  const { jobId } = await response.json();
  status.textContent = `Started job ${jobId}`;
});
