// npm run screenshots — full-page screenshots of every public page at 1280 and 390 px, in the
// light and the dark scheme, against the built app, into screenshots/ (ignored by git), so a
// reviewer can lay them side by side. The scheme is the system's (emulated): the site follows it
// while no choice is saved.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.ts';
import { startNode } from './lib/servers.mjs';

const pages = {
  home: '/',
  program: '/frontend-launchpad',
  about: '/about',
  contact: '/contact',
  enroll: '/enroll',
  login: '/login',
  'not-found': '/no-such-page',
};
const widths = [1280, 390];
const schemes = ['light', 'dark'] as const;
const outDir = join(process.cwd(), 'screenshots');
mkdirSync(outDir, { recursive: true });

const server = await startNode('apps/server/dist/main.js');
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const scheme of schemes) {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        const file = join(outDir, `${name}-${width}-${scheme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`screenshots/${name}-${width}-${scheme}.png`);
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
