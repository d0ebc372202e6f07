// npm run challenges:check — proves every challenge in a real browser, through the server's own
// grader (packages/grader: the workspace's runner in a pool of Chromium pages, with the grader's
// time and memory limits) on the built runtime: every reference solution passes every
// test, visible and hidden; every challenge has at least one hidden test, and every hidden test a
// description for the learner (the grader fails one without); every starter and every
// wrong solution fails at least one test. Also validates the content (ids, slugs, meta,
// instructions) exactly as the server does at start.
import { fileURLToPath } from 'node:url';
import { ChromiumGrader } from '@launchpad/grader';
import type { GradedTests, RunnerSource, TestResult } from '@launchpad/runner';
import { loadChallengeContent, type ChallengeContent } from '@launchpad/content';
import { gradedTestsOf, sourceOf } from './lib/challenge-grading.ts';
import { chromiumChoice } from './lib/chromium.ts';

const contentDir =
  process.env.CONTENT_DIR ?? fileURLToPath(new URL('../content/challenges', import.meta.url));
const only = process.argv[2]; // optional: a slug or id to check alone

interface Row {
  challenge: ChallengeContent;
  tests: number;
  hidden: number;
  solution: TestResult[];
  starter: TestResult[];
  wrong: Record<string, TestResult[]>;
  /** Wrong solutions that pass every visible test: only the hidden tests catch them. */
  caughtByHiddenOnly: string[];
  problems: string[];
}

async function run(source: RunnerSource, tests: string | GradedTests): Promise<TestResult[]> {
  const { results, failure } = await grader.grade(
    source,
    typeof tests === 'string' ? { visible: tests } : tests,
  );
  return failure
    ? [{ name: 'The code runs within the limits', passed: false, message: failure }]
    : results;
}

const passesAll = (results: TestResult[]) => results.every((r) => r.passed);

/** The visible tests' results: what Run Tests in the workspace shows (hidden ones are flagged). */
const visibleOf = (results: TestResult[]) => results.filter((r) => !r.hidden);
const hiddenOf = (results: TestResult[]) => results.filter((r) => r.hidden);

async function check(challenge: ChallengeContent): Promise<Row> {
  // What the grader runs: the visible tests, then the hidden ones, in one page. Each source is
  // graded once; its visible results are the ones the grader does not flag as hidden.
  const graded = gradedTestsOf(challenge);
  const solution = await run(sourceOf(challenge, challenge.solution), graded);
  const starter = await run(sourceOf(challenge, challenge.starter), graded);
  const wrong: Record<string, TestResult[]> = {};
  const caughtByHiddenOnly: string[] = [];
  for (const [name, files] of Object.entries(challenge.wrong)) {
    const results = await run(sourceOf(challenge, files), graded);
    wrong[name] = results;
    if (passesAll(visibleOf(results)) && !passesAll(hiddenOf(results))) {
      caughtByHiddenOnly.push(name);
    }
  }
  const visibleOnly = visibleOf(solution);
  const hidden = hiddenOf(solution).length;
  const problems: string[] = [];
  if (visibleOnly.length < 4) {
    problems.push(`has ${visibleOnly.length} visible tests; at least 4 are required`);
  }
  if (hidden < 1) problems.push('has no hidden test (tests.hidden.js); at least 1 is required');
  if (challenge.hints.length < 2) {
    problems.push(`has ${challenge.hints.length} hints (hints.md); 2 or 3 are required`);
  }
  for (const failed of solution.filter((r) => !r.passed)) {
    problems.push(`solution fails "${failed.name}": ${failed.message}`);
  }
  if (starter.every((r) => r.passed)) problems.push('starter passes every test');
  if (Object.keys(wrong).length === 0)
    problems.push('has no wrong/ solution; at least 1 is required');
  for (const [name, results] of Object.entries(wrong)) {
    if (results.every((r) => r.passed)) problems.push(`wrong/${name} passes every test`);
  }
  return {
    challenge,
    tests: visibleOnly.length,
    hidden,
    solution,
    starter,
    wrong,
    caughtByHiddenOnly,
    problems,
  };
}

const all = loadChallengeContent(contentDir);
const selected = only ? all.filter((c) => c.meta.slug === only || String(c.meta.id) === only) : all;
if (selected.length === 0) throw new Error(`no challenge matches ${only}`);

const grader = new ChromiumGrader({
  runtimeDir: fileURLToPath(new URL('../apps/web/dist/runtime', import.meta.url)),
  chromiumPath: chromiumChoice.executablePath,
  chromiumEnv: chromiumChoice.env,
  concurrency: 2,
});
const rows: Row[] = [];
try {
  await grader.start();
  // Two pages share the work; each takes the next challenge when it is done with one.
  const queue = [...selected];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) rows.push(await check(next));
  };
  await Promise.all([worker(), worker()]);
} finally {
  await grader.close();
}

rows.sort((a, b) => a.challenge.meta.id - b.challenge.meta.id);
const mark = (ok: boolean) => (ok ? 'yes' : 'NO');
console.log(
  '\n  id  topic       difficulty  tests  hidden  hints  solution passed  starter failed  wrong failed  slug',
);
for (const row of rows) {
  const { meta } = row.challenge;
  const wrongNames = Object.keys(row.wrong);
  const wrongFailed = wrongNames.filter((n) => row.wrong[n]!.some((r) => !r.passed)).length;
  console.log(
    `${String(meta.id).padStart(4)}  ${meta.topic.padEnd(10)}  ${meta.difficulty.padEnd(10)}  ${String(row.tests).padStart(5)}  ${String(row.hidden).padStart(6)}  ${String(row.challenge.hints.length).padStart(5)}  ${mark(row.solution.length > 0 && row.solution.every((r) => r.passed)).padStart(15)}  ${mark(row.starter.some((r) => !r.passed)).padStart(14)}  ${(wrongNames.length ? `${wrongFailed}/${wrongNames.length}` : '-').padStart(12)}  ${meta.slug}`,
  );
}

const byTopic = new Map<string, Record<string, number>>();
for (const { meta } of all) {
  const counts = byTopic.get(meta.topic) ?? { Easy: 0, Medium: 0, Hard: 0, total: 0 };
  counts[meta.difficulty]! += 1;
  counts.total! += 1;
  byTopic.set(meta.topic, counts);
}
console.log('');
for (const [topic, counts] of byTopic) {
  console.log(
    `${topic}: ${counts.total} challenges (${counts.Easy} Easy, ${counts.Medium} Medium, ${counts.Hard} Hard)`,
  );
}
const withWrong = all.filter((c) => Object.keys(c.wrong).length > 0).length;
console.log(`${all.length} challenges, ${withWrong} with wrong solutions`);
const hiddenOnly = rows.flatMap((row) =>
  row.caughtByHiddenOnly.map((name) => `${row.challenge.meta.slug}/wrong/${name}`),
);
console.log(
  `${rows.reduce((sum, row) => sum + row.hidden, 0)} hidden tests; wrong solutions caught only by them: ${hiddenOnly.length}${hiddenOnly.length ? ` (${hiddenOnly.join(', ')})` : ''}`,
);

const failures = rows.filter((row) => row.problems.length > 0);
for (const row of failures) {
  console.log(`\n${row.challenge.meta.slug} (${row.challenge.meta.id}):`);
  for (const problem of row.problems) console.log(`  - ${problem}`);
}
console.log(`\n${rows.length - failures.length} passed, ${failures.length} failed`);
if (failures.length > 0) process.exitCode = 1;
