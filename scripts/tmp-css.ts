import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.ts';
import { startNode } from './lib/servers.mjs';
const app = await startNode('apps/server/dist/main.js');
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const path of ['/contact', '/login', '/']) {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(app.url + path);
    const missing = await page.evaluate(async () => {
      const critical = document.querySelector('style')!.textContent!;
      const href = document.querySelector('script[data-stylesheet]')!.getAttribute('data-stylesheet')!;
      const full = await (await fetch(href)).text();
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(full);
      const crit = new CSSStyleSheet();
      crit.replaceSync(critical);
      const names = new Set<string>();
      const walk = (rules: CSSRuleList, out: Set<string>) => { for (const r of Array.from(rules)) { if (r instanceof CSSStyleRule) { out.add(r.selectorText); walk(r.cssRules, out); } else if ('cssRules' in r) walk((r as CSSGroupingRule).cssRules, out); } };
      walk(crit.cssRules, names);
      const all = new Set<string>(); walk(sheet.cssRules, all);
      const res: string[] = [];
      for (const sel of all) {
        if (names.has(sel)) continue;
        try { if (sel.startsWith('&')) continue; if (document.querySelector(sel)) res.push(sel); } catch { }
      }
      return res;
    });
    console.log(path, missing.length, missing.slice(0, 40));
    await ctx.close();
  }
} finally { await browser.close(); await app.stop(); }
