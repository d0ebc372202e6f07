import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChromiumGrader } from './pool.ts';
import { startTestGrader } from './testing.ts';

/**
 * `expectAccessible()` in the grader (issue #34): axe-core, bundled with the runtime, runs in the
 * tests' own world on the learner's page; its findings fail the test in words a learner can act on.
 */
const accessibilityTest = `
test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
`;

let grader: ChromiumGrader;
beforeAll(async () => {
  grader = await startTestGrader({ concurrency: 1 });
});
afterAll(() => grader?.close());

const gradeHtml = (html: string, script = '') =>
  grader.grade(
    { topic: 'javascript', files: { 'index.html': html, 'script.js': script } },
    { visible: accessibilityTest },
  );

describe('expectAccessible', () => {
  it('passes a page with labelled controls and described images', async () => {
    const run = await gradeHtml(
      '<main><h1>Sign up</h1><img src="data:," alt="Our logo"><label>Email <input type="email"></label><button>Join</button></main>',
    );
    expect(run.failure).toBeUndefined();
    expect(run.results).toEqual([
      { name: 'the page has no accessibility problems', passed: true, message: '' },
    ]);
  });

  it('fails a page with an unlabelled field and an image without alt, naming each problem', async () => {
    const run = await gradeHtml(
      '<main><h1>Sign up</h1><img src="data:," class="logo"><input type="email" id="email"><button></button></main>',
    );
    const [result] = run.results;
    expect(result?.passed).toBe(false);
    expect(result?.message).toMatch(/^Accessibility: 3 problems found\./);
    expect(result?.message).toBe(
      'Accessibility: 3 problems found. button-name: Buttons must have discernible text (at button). ' +
        'image-alt: Images must have alternative text (at img). ' +
        'label: Form elements must have labels (at #email).',
    );
  });

  it("cannot be fooled by the learner's code replacing axe or its results", async () => {
    const run = await gradeHtml(
      '<main><img src="data:,"></main>',
      'window.axe = { run: async () => ({ violations: [] }) }; Array.prototype.slice = () => [];',
    );
    expect(run.results[0]?.passed).toBe(false);
    expect(run.results[0]?.message).toContain('image-alt');
  });
});
