// The tests share one page and run in order; each declares the API first. The clock is virtual:
// sleep(ms) moves the page's timers, and the times below are read from the page's clock
// (clock.now(): the virtual clock itself, which the page's code can neither replace nor move).
const button = () => document.getElementById('export');
const status = () => document.getElementById('status').textContent;
const download = () => document.getElementById('download');

/** A job whose polls answer `answers` in turn; records when each poll came (page time). */
function job(answers) {
  const polls = [];
  let start = 0;
  fakeApi.reset();
  fakeApi.post('/api/exports', () => {
    start = clock.now();
    return fakeApi.reply({ status: 202, json: { jobId: 'job-7' } });
  });
  fakeApi.get('/api/exports/:id', ({ params }) => {
    polls.push({ id: params.id, at: clock.now() - start });
    return answers[Math.min(polls.length - 1, answers.length - 1)];
  });
  return polls;
}

test('a click starts the job and disables the button', async () => {
  job([{ status: 'running', progress: 0 }, { status: 'done', url: '/files/a.csv' }]);
  fireEvent.click(button());
  expect(button()).toBeDisabled();
  await sleep(2500);
});

test('polls once a second, showing the progress', async () => {
  const polls = job([
    { status: 'running', progress: 25 },
    { status: 'running', progress: 60 },
    { status: 'done', url: '/files/report.csv' },
  ]);
  fireEvent.click(button());
  await sleep(1100);
  expect(status()).toBe('Exporting… 25%');
  await sleep(1000);
  expect(status()).toBe('Exporting… 60%');
  await sleep(1500);
  expect(polls.map((poll) => poll.id)).toEqual(['job-7', 'job-7', 'job-7']);
  const gaps = polls.map((poll) => Math.round(poll.at / 1000));
  expect(gaps).toEqual([1, 2, 3]);
});

test('when done, shows the link to the file and enables the button', async () => {
  job([{ status: 'done', url: '/files/report.csv' }]);
  fireEvent.click(button());
  await sleep(1500);
  expect(status()).toBe('Your export is ready.');
  expect(download().hidden).toBe(false);
  expect(download().getAttribute('href')).toBe('/files/report.csv');
  expect(button()).not.toBeDisabled();
});

test('stops asking once the job is done', async () => {
  const polls = job([{ status: 'running', progress: 50 }, { status: 'done', url: '/files/b.csv' }]);
  fireEvent.click(button());
  await sleep(6000);
  expect(polls.length).toBe(2);
});
