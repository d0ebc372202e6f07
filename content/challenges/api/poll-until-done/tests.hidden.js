test('a failed job', { description: 'When the job fails, the page says why, stops asking and lets the user try again.' }, async () => {
  const polls = [];
  fakeApi.reset();
  fakeApi.post('/api/exports', () => fakeApi.reply({ status: 202, json: { jobId: 'job-9' } }));
  fakeApi.get('/api/exports/:id', () => {
    polls.push(1);
    return { status: 'failed', error: 'Disk full' };
  });
  fireEvent.click(document.getElementById('export'));
  await sleep(5000);
  expect(document.getElementById('status').textContent).toBe('Export failed: Disk full');
  expect(polls.length).toBe(1);
  expect(document.getElementById('export')).not.toBeDisabled();
});
