import type { ChallengeDetail } from '@launchpad/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from '../base64.ts';
import { clearDraft, loadDraft, saveDraft } from './drafts.ts';
import { mostChangedPath, starterFiles, startingFiles } from './starting-files.ts';

const challenge = (previous: ChallengeDetail['previous_data'] = {}): ChallengeDetail => ({
  id: 301,
  type: 'frontend',
  name: 'DOM counter',
  score: 10,
  difficulty: 'Easy',
  topic: 'javascript',
  slug: 'dom-counter',
  question_body: '# DOM counter',
  files: {
    'index.html': encodeBase64('<p>starter</p>'),
    'script.js': encodeBase64('// starter ✓'),
  },
  config: { open_paths: ['index.html', 'script.js'], active_path: 'script.js' },
  temp_jsx: null,
  previous_data: previous,
  hints: { total: 0, revealed: [] },
});

describe('base64', () => {
  it('round-trips UTF-8 text, including text longer than one chunk', () => {
    const text = `नमस्ते ✓ ${'x'.repeat(70_000)}`;
    expect(decodeBase64(encodeBase64(text))).toBe(text);
  });
});

describe('startingFiles', () => {
  it('opens the starter code when nothing was saved', () => {
    expect(startingFiles(challenge(), null)).toEqual({
      'index.html': '<p>starter</p>',
      'script.js': '// starter ✓',
    });
  });

  it('replaces a file with the saved code of its language when it is non-empty', () => {
    const files = startingFiles(
      challenge({ js: encodeBase64('let saved = 1;'), html: encodeBase64('  ') }),
      null,
    );
    expect(files['script.js']).toBe('let saved = 1;');
    expect(files['index.html']).toBe('<p>starter</p>');
  });

  it("prefers this browser's draft over the saved code", () => {
    const files = startingFiles(challenge({ js: encodeBase64('let saved = 1;') }), {
      'script.js': 'let draft = 2;',
    });
    expect(files['script.js']).toBe('let draft = 2;');
  });

  it('keeps the starter for reset', () => {
    expect(starterFiles(challenge({ js: encodeBase64('x') }))['script.js']).toBe('// starter ✓');
  });
});

describe('drafts', () => {
  beforeEach(() => localStorage.clear());

  it('are kept per user and challenge', () => {
    saveDraft('asha', 301, { 'script.js': 'a' });
    expect(loadDraft('asha', 301)?.files).toEqual({ 'script.js': 'a' });
    expect(loadDraft('ravi', 301)).toBeNull();
    expect(loadDraft('asha', 302)).toBeNull();
    clearDraft('asha', 301);
    expect(loadDraft('asha', 301)).toBeNull();
  });

  it('ignore a corrupted entry', () => {
    localStorage.setItem('launchpad:draft:asha:301', '{"files":{"a":1}}');
    expect(loadDraft('asha', 301)).toBeNull();
    localStorage.setItem('launchpad:draft:asha:301', 'not json');
    expect(loadDraft('asha', 301)).toBeNull();
  });
});

describe('mostChangedPath', () => {
  const paths = ['index.html', 'styles.css', 'script.js'];
  const starter = { 'index.html': '<p>a</p>\n<p>b</p>', 'styles.css': 'p {}', 'script.js': '' };

  it('is the file with the most lines added and removed since the starter', () => {
    const files = {
      ...starter,
      'index.html': '<p>a</p>\n<p>c</p>',
      'script.js': 'const a = 1;\nconst b = 2;\nconsole.log(a + b);',
    };
    expect(mostChangedPath(paths, starter, files)).toBe('script.js');
  });

  it('counts a moved line as no change and a changed line twice (removed, added)', () => {
    const files = {
      ...starter,
      'index.html': '<p>b</p>\n<p>a</p>',
      'styles.css': 'p { color: red }',
    };
    expect(mostChangedPath(paths, starter, files)).toBe('styles.css');
  });

  it('is the first file when nothing changed, and the earlier file on a tie', () => {
    expect(mostChangedPath(paths, starter, starter)).toBe('index.html');
    const files = { ...starter, 'styles.css': 'a {}', 'script.js': 'x' };
    expect(mostChangedPath(paths, starter, files)).toBe('styles.css');
  });
});
