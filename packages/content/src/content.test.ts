import {
  readdirSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registryWithSvg } from '@launchpad/contract/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, loadChallengeContent, parseHints } from './content.ts';

/** The repository's own challenges. */
const CONTENT_DIR = fileURLToPath(new URL('../../../content/challenges', import.meta.url));

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A copy of the real content to break on purpose. */
/**
 * A copy of a few challenges of the content, one per topic, to break one of them: the whole
 * content is some 150 folders, too many to copy for every case.
 */
function copyOfContent() {
  root = mkdtempSync(join(tmpdir(), 'launchpad-content-'));
  for (const topic of readdirSync(CONTENT_DIR)) {
    const first = readdirSync(join(CONTENT_DIR, topic)).sort()[0]!;
    cpSync(join(CONTENT_DIR, topic, first), join(root, topic, first), { recursive: true });
  }
  cpSync(join(CONTENT_DIR, 'html', 'page-outline'), join(root, 'html', 'page-outline'), {
    recursive: true,
  });
  return root;
}

const sample = (dir: string) => join(dir, 'html', 'page-outline');

/** Rewrites a challenge's meta.json with some fields changed. */
function editMeta(folder: string, change: Record<string, unknown>) {
  const path = join(folder, 'meta.json');
  writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, 'utf8')), ...change }));
}

/** A challenge of the SVG topic that only `registryWithSvg` knows. */
function addSvgChallenge(dir: string) {
  const folder = join(dir, 'svg', 'logo');
  mkdirSync(join(folder, 'starter'), { recursive: true });
  mkdirSync(join(folder, 'solution'), { recursive: true });
  writeFileSync(
    join(folder, 'meta.json'),
    JSON.stringify({
      id: 901,
      slug: 'logo',
      name: 'Draw a logo',
      topic: 'svg',
      difficulty: 'Easy',
      score: 10,
      order: 1,
      module: 1,
      config: { open_paths: ['logo.svg'], active_path: 'logo.svg' },
    }),
  );
  writeFileSync(join(folder, 'instructions.md'), 'Draw a circle.');
  writeFileSync(join(folder, 'tests.js'), "test('a circle', () => {});");
  writeFileSync(join(folder, 'starter', 'logo.svg'), '<svg></svg>');
  writeFileSync(join(folder, 'solution', 'logo.svg'), '<svg><circle r="4" /></svg>');
}

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
            module: 1,
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
    [
      'an id outside its topic’s range',
      (dir: string) => editMeta(sample(dir), { id: 201 }),
      /page-outline\/meta\.json: id: HTML challenge ids are 101–199/,
    ],
    [
      'a starter file the same as its solution that meta.json does not list as given',
      (dir: string) =>
        cpSync(
          join(sample(dir), 'solution', 'index.html'),
          join(sample(dir), 'starter', 'index.html'),
        ),
      /page-outline\/starter\/index\.html: is the same as the solution/,
    ],
    [
      'a given file that differs from its solution',
      (dir: string) => editMeta(sample(dir), { given: ['index.html'] }),
      /page-outline\/starter\/index\.html: differs from the solution but meta\.json lists it as given/,
    ],
    [
      'a module the program does not have',
      (dir: string) => editMeta(sample(dir), { module: 7 }),
      /meta\.json: module: must be a program module, 1–6/,
    ],
    [
      'a folder of a topic the registry does not have',
      addSvgChallenge,
      /svg: unknown topic folder \(use html, css, javascript, react, api, typescript\)/,
    ],
  ])('refuses %s with a message naming the file', (_label, breakIt, message) => {
    const dir = copyOfContent();
    breakIt(dir);
    expect(() => loadChallengeContent(dir)).toThrow(ContentError);
    expect(() => loadChallengeContent(dir)).toThrow(message);
  });

  it('loads a topic added to the registry', () => {
    const dir = copyOfContent();
    addSvgChallenge(dir);
    const logo = loadChallengeContent(dir, registryWithSvg).find((c) => c.meta.slug === 'logo');
    expect(logo?.meta).toMatchObject({ id: 901, topic: 'svg' });
    expect(logo?.starter).toEqual({ 'logo.svg': '<svg></svg>' });
  });
});

describe('parseHints (hints.md)', () => {
  const fail = (problem: string): never => {
    throw new ContentError(problem);
  };

  it('reads up to three hints under their headings, in order', () => {
    const markdown = '## Hint 1\n\nLook at `<main>`.\n\n## Hint 2\n\nEach section needs a heading.\n';
    expect(parseHints(markdown, fail)).toEqual([
      'Look at `<main>`.',
      'Each section needs a heading.',
    ]);
  });

  it.each([
    ['text before the first heading', 'Intro\n## Hint 1\nx', /text before '## Hint 1'/],
    ['a heading out of order', '## Hint 1\nx\n## Hint 3\ny', /'## Hint 3' should be '## Hint 2'/],
    ['an empty hint', '## Hint 1\n\n## Hint 2\ny', /Hint 1 is empty/],
    ['no hint at all', '', /has no hint/],
    ['four hints', '## Hint 1\na\n## Hint 2\nb\n## Hint 3\nc\n## Hint 4\nd', /at most 3/],
  ])('refuses %s', (_label, markdown, message) => {
    expect(() => parseHints(markdown, fail)).toThrow(message);
  });

  it('names the file when a challenge has a broken hints.md', () => {
    const dir = copyOfContent();
    writeFileSync(join(sample(dir), 'hints.md'), '## Tip\nx');
    expect(() => loadChallengeContent(dir)).toThrow(
      /page-outline[/\\]hints\.md: heading '## Tip' should be '## Hint 1'/,
    );
  });
});
