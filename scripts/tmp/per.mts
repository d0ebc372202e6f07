import { ChromiumGrader } from '/work/main/packages/grader/src/index.ts';
import { loadChallengeContent } from '/work/main/packages/content/src/index.ts';
const all = loadChallengeContent('/work/main/content/challenges');
const g = new ChromiumGrader({ runtimeDir: '/work/main/apps/web/dist/runtime', chromiumPath: '/usr/bin/chromium', concurrency: 1 });
await g.start();
const rows: [number, string][] = [];
for (const c of all) {
  for (const [kind, files] of [['sol', c.solution], ['wrong', Object.values(c.wrong)[0]!]] as const) {
    const t = performance.now();
    await g.grade({ topic: c.meta.topic, files, tempJsx: c.tempJsx ?? undefined, componentName: c.meta.config.componentName }, [c.tests, c.hiddenTests!]);
    rows.push([performance.now() - t, `${kind} ${c.meta.slug}`]);
  }
}
rows.sort((a, b) => b[0] - a[0]);
console.log(rows.slice(0, 25).map(([ms, n]) => `${ms.toFixed(0).padStart(6)} ${n}`).join('\n'));
const sum = rows.reduce((s, r) => s + r[0], 0);
console.log('total', sum.toFixed(0), 'mean', (sum / rows.length).toFixed(0), 'median', rows[Math.floor(rows.length / 2)]![0].toFixed(0));
await g.close();
