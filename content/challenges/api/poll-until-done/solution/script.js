const button = document.getElementById('export');
const status = document.getElementById('status');
const download = document.getElementById('download');

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

button.addEventListener('click', async () => {
  button.disabled = true;
  download.hidden = true;
  try {
    const started = await fetch('/api/exports', { method: 'POST' });
    const { jobId } = await started.json();
    // One poll at a time: the next is asked only after the answer to this one.
    for (;;) {
      await wait(1000);
      const job = await (await fetch(`/api/exports/${jobId}`)).json();
      if (job.status === 'done') {
        status.textContent = 'Your export is ready.';
        download.href = job.url;
        download.hidden = false;
        return;
      }
      if (job.status === 'failed') {
        status.textContent = `Export failed: ${job.error}`;
        return;
      }
      status.textContent = `Exporting… ${job.progress}%`;
    }
  } finally {
    button.disabled = false;
  }
});
