import { chromium } from '@playwright/test';
import { startNode } from './lib/servers.mjs';
const app = await startNode('apps/server/dist/main.js');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const body = `(async () => {
  const critical = document.querySelector('style').textContent;
  const href = document.querySelector('script[data-stylesheet]').getAttribute('data-stylesheet');
  const full = await (await fetch(href)).text();
  const sheet = new CSSStyleSheet(); sheet.replaceSync(full);
  const crit = new CSSStyleSheet(); crit.replaceSync(critical);
  function walk(rules, out) { for (const r of Array.from(rules)) { if (r instanceof CSSStyleRule) { out.add(r.selectorText); walk(r.cssRules, out); } else if (r.cssRules) walk(r.cssRules, out); } }
  const names = new Set(); walk(crit.cssRules, names);
  const all = new Set(); walk(sheet.cssRules, all);
  const res = [];
  for (const sel of all) { if (names.has(sel) || sel.startsWith('&')) continue; try { if (document.querySelector(sel)) res.push(sel); } catch {} }
  return res;
})()`;
try {
  for (const path of ['/contact', '/login', '/']) {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(app.url + path);
    const missing = await page.evaluate(body);
    console.log(path, missing.length, missing.slice(0, 40));
    await ctx.close();
  }
} finally { await browser.close(); await app.stop(); }
