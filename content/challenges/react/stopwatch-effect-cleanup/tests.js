// These tests run on the virtual clock (meta.json config.clock): sleep(ms) moves the page's
// timers and Date forward by ms at once. Each tick is 100 ms; the checks allow a little slack.
// Timers are counted by the clock itself (timers.pending(), timers.intervalsRunning()), not by
// wrapping the page's setInterval, which the page's own code could replace.
const seconds = () => Number(screen.getByRole('timer').textContent.trim());
const startStop = () => screen.getByRole('button', { name: /^(Start|Stop)$/ });
const startStopLabel = () => startStop().textContent.trim();

test('the timer shows 0.0 and the button reads Start at first', () => {
  expect(screen.getByRole('timer').textContent.trim()).toBe('0.0');
  expect(startStopLabel()).toBe('Start');
});

test('after Start the time goes up (about 0.4 after 450 ms) and the button reads Stop', async () => {
  const user = userEvent.setup();
  await user.click(startStop());
  expect(startStopLabel()).toBe('Stop');
  await sleep(450);
  expect(seconds()).toBeGreaterThanOrEqual(0.2);
  expect(seconds()).toBeLessThanOrEqual(0.6);
});

test('after Stop the time no longer changes', async () => {
  const user = userEvent.setup();
  await user.click(startStop());
  await sleep(300);
  await user.click(startStop());
  expect(startStopLabel()).toBe('Start');
  const stoppedAt = seconds();
  expect(stoppedAt).toBeGreaterThan(0);
  await sleep(350);
  expect(seconds()).toBe(stoppedAt);
});

test('Start again continues from the stopped time instead of starting over', async () => {
  const user = userEvent.setup();
  await user.click(startStop());
  await sleep(300);
  await user.click(startStop());
  const first = seconds();
  await user.click(startStop());
  await sleep(300);
  await user.click(startStop());
  expect(seconds()).toBeGreaterThanOrEqual(Number((first + 0.2).toFixed(1)));
});

test('Reset shows 0.0 and the time stays at 0.0', async () => {
  const user = userEvent.setup();
  await user.click(startStop());
  await sleep(250);
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.getByRole('timer').textContent.trim()).toBe('0.0');
  await sleep(300);
  expect(screen.getByRole('timer').textContent.trim()).toBe('0.0');
  expect(startStopLabel()).toBe('Start');
});

test('no interval is left running after the stopwatch is removed from the page', async () => {
  // timers.pending() is the page's clock's own count of the timers (intervals, timeouts, frames)
  // set and not cleared: nothing the page's code does to window.setInterval changes it.
  const user = userEvent.setup();
  await user.click(startStop());
  await sleep(150);
  // While it runs, its interval is one of the clock's (a timer built another way is not counted).
  expect(timers.intervalsRunning()).toBe(1);
  render(React.createElement('p', null, 'The stopwatch is gone'));
  expect(timers.pending()).toBe(0);
});
