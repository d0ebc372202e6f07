import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from './lib/chromium.ts';
import { startNode } from './lib/servers.mjs';
const app = await startNode('apps/server/dist/main.js');
const chrome = await launch({ chromePath: chromiumLaunchOptions.executablePath, chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args] });
try {
  for (const path of (process.env.PAGES ?? '/').split(',')) {
    const r = await lighthouse(`${app.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r!.lhr.audits;
    console.log('==', path, 'FCP', a['first-contentful-paint']!.numericValue, 'LCP', a['largest-contentful-paint']!.numericValue);
    const lcpEl = a['largest-contentful-paint-element']?.details as any;
    console.log('LCP element', JSON.stringify(lcpEl?.items?.[0]?.items?.[0]?.node?.snippet ?? lcpEl?.items?.[0]?.items?.[0]).slice(0, 300));
    console.log('LCP phases', JSON.stringify((lcpEl?.items?.[1] as any)?.items?.map((i: any) => [i.phase, Math.round(i.timing)])));
    const nr = (a['network-requests']!.details as any).items.map((i: any) => [i.url.replace(app.url, ''), Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.transferSize, i.resourceType]);
    console.log('requests', JSON.stringify(nr));
    console.log('mainthread', JSON.stringify((a['mainthread-work-breakdown']!.details as any).items.map((i: any) => [i.group, Math.round(i.duration)])));
    console.log('CLS', a['cumulative-layout-shift']!.numericValue, JSON.stringify((a['layout-shifts']?.details as any)?.items?.map((i: any) => [i.score, i.node?.snippet, i.node?.selector, JSON.stringify(i.subItems ?? '').slice(0,300)])));
    console.log('blocking', JSON.stringify((a['render-blocking-resources']?.details as any)?.items));
  }
} finally { chrome.kill(); await app.stop(); }
