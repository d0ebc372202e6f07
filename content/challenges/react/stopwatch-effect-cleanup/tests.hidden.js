// Hidden tests: run by the server's grader after tests.js, in the same page. They run on the virtual clock
// with generous slack; the app is mounted afresh before every test.
const timerText = () => screen.getByRole('timer').textContent.trim();
const toggleButton = () => screen.getByRole('button', { name: /^(Start|Stop)$/ });

/** The intervals the page has set and not cleared, as the page's clock counts them. */
const running = () => timers.intervalsRunning();
/** Every timer the page has set and not cleared (intervals, timeouts, frames). */
const leftOver = () => timers.pending();

test(
  'past one second the timer still shows seconds with exactly one decimal (1.0, 1.1, …)', { description: "Once more than a second has passed, the timer still shows the seconds with exactly one decimal, and it counts at the normal pace, not faster." },
  async () => {
    const user = userEvent.setup();
    await user.click(toggleButton());
    await sleep(1350);
    const running = timerText();
    expect(running).toMatch(/^\d+\.\d$/);
    expect(Number(running)).toBeGreaterThanOrEqual(1.2);
    await user.click(toggleButton());
    const stopped = timerText();
    expect(stopped).toMatch(/^\d+\.\d$/);
    // 1.35 s on the clock: not counted faster than real time.
    expect(Number(stopped)).toBeLessThanOrEqual(1.4);
  },
  7000,
);

test('Reset after Stop shows 0.0, and the next Start counts up from 0 again', { description: "Reset after Stop shows 0.0 and the Start label, and the next Start counts up from zero, not from the time shown before the reset." }, async () => {
  const user = userEvent.setup();
  await user.click(toggleButton());
  await sleep(550);
  expect(Number(timerText())).toBeGreaterThanOrEqual(0.4);
  await user.click(toggleButton());
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(timerText()).toBe('0.0');
  expect(toggleButton().textContent.trim()).toBe('Start');
  await user.click(toggleButton());
  // The first time shown after the new Start is a small one, not the 0.5 or more from before.
  await sleep(150);
  const firstShown = Number(timerText());
  expect(firstShown).toBeGreaterThanOrEqual(0.1);
  expect(firstShown).toBeLessThan(0.4);
}, 7000);

test('Stop and Reset leave no interval running, however often Start is pressed', { description: "One interval runs while the stopwatch runs, and no timer is left after Stop or Reset, even after starting and stopping many times in a row." }, async () => {
  const user = userEvent.setup();
  await user.click(toggleButton());
  await sleep(120);
  expect(running()).toBe(1);
  await user.click(toggleButton());
  expect(leftOver()).toBe(0);
  for (let i = 0; i < 3; i += 1) {
    await user.click(toggleButton());
    expect(running()).toBeLessThanOrEqual(1);
    await user.click(toggleButton());
  }
  expect(leftOver()).toBe(0);
  await user.click(toggleButton());
  await sleep(120);
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(leftOver()).toBe(0);
  expect(timerText()).toBe('0.0');
}, 4000);
