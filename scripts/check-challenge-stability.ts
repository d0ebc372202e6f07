// npm run challenges:stability -- <slug> [runs] — grades a challenge's reference solution `runs`
// times at once (16 by default) through the grader, as a class would, and prints every run that
// did not pass: a test that depends on timing fails here long before a learner meets it.
import { fileURLToPath } from 'node:url';
import { ChromiumGrader } from '@launchpad/grader';
import { loadChallengeContent } from '@launchpad/content';
import { gradedTestsOf, sourceOf } from './lib/challenge-grading.ts';
import { chromiumChoice } from './lib/chromium.ts';

const [slug, runsText = '16'] = process.argv.slice(2);
const runs = Number(runsText);
const challenge = loadChallengeContent(
  fileURLToPath(new URL('../content/challenges', import.meta.url)),
).find((candidate) => candidate.meta.slug === slug || String(candidate.meta.id) === slug);
if (!challenge) throw new Error(`no challenge matches ${slug}`);

const grader = new ChromiumGrader({
  runtimeDir: fileURLToPath(new URL('../apps/web/dist/runtime', import.meta.url)),
  chromiumPath: chromiumChoice.executablePath,
  chromiumEnv: chromiumChoice.env,
  concurrency: 2,
});
await grader.start();
try {
  const source = sourceOf(challenge, challenge.solution);
  const tests = gradedTestsOf(challenge);
  const graded = await Promise.all(Array.from({ length: runs }, () => grader.grade(source, tests)));
  const failed = graded.filter(
    (run) => run.failure || run.results.some((result) => !result.passed),
  );
  for (const run of failed) {
    const why = run.failure ?? run.results.filter((result) => !result.passed).map((r) => r.name);
    console.log(JSON.stringify(why));
  }
  console.log(
    `${challenge.meta.slug}: ${runs - failed.length}/${runs} runs of the reference passed`,
  );
  if (failed.length > 0) process.exitCode = 1;
} finally {
  await grader.close();
}
