// npm run bench:runner — median time from clicking Run Tests in the real workspace to the results,
// in headless Chromium against the built server, for one sample challenge per topic.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.ts';
import { startNode } from './lib/servers.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const IDLE_BETWEEN_RUNS_MS = 500;
const samples = [
  '/frontend-challenges/html/page-outline/101',
  '/frontend-challenges/css/center-card/201',
  '/frontend-challenges/javascript/dom-counter/301',
  '/frontend-challenges/react/click-counter/401',
];

/**
 * Clicks Run Tests and resolves with the milliseconds until it is enabled again, which happens
 * once the results are shown. A string, so the bundler's helpers never leak into the page.
 */
const CLICK_AND_WAIT = `(async () => {
  const run = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Run Tests');
  const started = performance.now();
  run.click();
  await new Promise((resolve) => {
    const check = () => (run.disabled ? requestAnimationFrame(check) : resolve());
    requestAnimationFrame(check);
  });
  return performance.now() - started;
})()`;

const server = await startNode('apps/server/dist/main.js');
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${server.url}/`);
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const registered = await page.request.post(`${server.url}/api/auth/register`, {
    data: {
      fullName: 'Bench Learner',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench pass 1',
    },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}`);

  console.log(
    `Run Tests → results in the workspace, ${RUNS} runs after one warm-up, ${IDLE_BETWEEN_RUNS_MS} ms apart, headless Chromium`,
  );
  for (const path of samples) {
    await page.goto(`${server.url}${path}`);
    const button = page.getByRole('button', { name: 'Run Tests' });
    await button.waitFor();
    const times: number[] = [];
    for (let i = 0; i <= RUNS; i += 1) {
      // A learner reads the results before running again; meanwhile the next frame warms up.
      await page.waitForTimeout(IDLE_BETWEEN_RUNS_MS);
      const ms = await page.evaluate<number>(CLICK_AND_WAIT);
      if (i > 0) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const p90 = times[Math.floor(times.length * 0.9)]!;
    console.log(
      `${path.split('/')[2]!.padEnd(11)} median ${median.toFixed(0).padStart(4)} ms   p90 ${p90.toFixed(0).padStart(4)} ms   (target < 300 ms)`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
