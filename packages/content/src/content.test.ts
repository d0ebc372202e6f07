import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, loadChallengeContent } from './content.ts';

/** The repository's own challenges. */
const CONTENT_DIR = fileURLToPath(new URL('../../../content/challenges', import.meta.url));

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A copy of the real content to break on purpose. */
function copyOfContent() {
  root = mkdtempSync(join(tmpdir(), 'launchpad-content-'));
  cpSync(CONTENT_DIR, root, { recursive: true });
  return root;
}

const sample = (dir: string) => join(dir, 'html', 'page-outline');

describe('loadChallengeContent', () => {
  it('loads the repository content with starter, solution, tests and wrong solutions', () => {
    const all = loadChallengeContent(CONTENT_DIR);
    const outline = all.find((c) => c.meta.slug === 'page-outline');
    expect(outline?.meta).toMatchObject({ id: 101, topic: 'html', difficulty: 'Easy', score: 10 });
    expect(Object.keys(outline?.starter ?? {})).toEqual(['index.html']);
    expect(outline?.solution['index.html']).toContain('<header>');
    expect(Object.keys(outline?.wrong ?? {})).toEqual(['divs-only']);
    expect(outline?.tests).toContain('test(');
    const counter = all.find((c) => c.meta.slug === 'click-counter');
    expect(counter?.wrong['stuck-at-one']?.['index.css']).toBe(counter?.solution['index.css']);
  });

  it.each([
    [
      'invalid JSON',
      (dir: string) => writeFileSync(join(sample(dir), 'meta.json'), '{'),
      /page-outline\/meta\.json: is not valid JSON/,
    ],
    [
      'a score that does not match the difficulty',
      (dir: string) =>
        writeFileSync(
          join(sample(dir), 'meta.json'),
          JSON.stringify({
            id: 101,
            slug: 'page-outline',
            name: 'Outline',
            topic: 'html',
            difficulty: 'Easy',
            score: 20,
            order: 1,
            config: { open_paths: ['index.html'], active_path: 'index.html' },
          }),
        ),
      /meta\.json: score: score must match the difficulty/,
    ],
    [
      'empty instructions',
      (dir: string) => writeFileSync(join(sample(dir), 'instructions.md'), '  \n'),
      /instructions\.md: is empty/,
    ],
    [
      'a missing starter file',
      (dir: string) => rmSync(join(sample(dir), 'starter', 'index.html')),
      /starter\/index\.html: is missing/,
    ],
    [
      'tests without test()',
      (dir: string) => writeFileSync(join(sample(dir), 'tests.js'), '// nothing'),
      /tests\.js: defines no test\(\)/,
    ],
    [
      'a duplicate id',
      (dir: string) => {
        cpSync(sample(dir), join(dir, 'html', 'page-outline-copy'), { recursive: true });
        const meta = join(dir, 'html', 'page-outline-copy', 'meta.json');
        writeFileSync(
          meta,
          JSON.stringify({ ...JSON.parse(readFileSync(meta, 'utf8')), slug: 'page-outline-copy' }),
        );
      },
      /page-outline-copy: id 101 is also used by/,
    ],
  ])('refuses %s with a message naming the file', (_label, breakIt, message) => {
    const dir = copyOfContent();
    breakIt(dir);
    expect(() => loadChallengeContent(dir)).toThrow(ContentError);
    expect(() => loadChallengeContent(dir)).toThrow(message);
  });
});
