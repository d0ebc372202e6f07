import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  challengeMetaSchemaOf,
  previewBuilderOf,
  topicIdsOf,
  topicRegistry,
  type ChallengeMeta,
  type TopicRegistry,
  type challengeMetaSchema,
} from '@launchpad/contract';

/**
 * Reads and validates the challenge folders (docs/challenges.md):
 *
 *   content/challenges/<topic>/<slug>/
 *     meta.json          id, slug, name, topic, difficulty, score, order, config, given?
 *     instructions.md    what the learner reads
 *     starter/           the files the learner starts from (one per config.open_paths entry)
 *     solution/          the reference solution: never sent to the browser
 *     tests.js           the tests, run in the learner's frame
 *     tests.hidden.js    more tests in the same format, run only by the server's grader
 *     types.test.ts      TypeScript only, optional: type-level tests (and types.hidden.test.ts)
 *     hints.md           up to 3 hints, each under '## Hint N', shown one at a time
 *     temp.jsx           React only, optional: code appended to the learner's code
 *     wrong/<name>/      optional plausible-but-wrong solutions the tests must fail
 *
 * Any problem throws a ContentError naming the file, so a broken challenge stops start-up.
 */
export interface ChallengeContent {
  meta: ChallengeMeta;
  folder: string;
  instructions: string;
  starter: Record<string, string>;
  solution: Record<string, string>;
  wrong: Record<string, Record<string, string>>;
  tests: string;
  /** Run by the grader after `tests`; never sent to the browser. */
  hiddenTests: string | null;
  /** TypeScript only: type-level tests (types.test.ts), shown with the visible tests. */
  typeTests: string | null;
  /** TypeScript only: type-level tests the grader alone runs (types.hidden.test.ts). */
  hiddenTypeTests: string | null;
  /** The hints in order (markdown each); empty without hints.md. */
  hints: string[];
  tempJsx: string | null;
}

export class ContentError extends Error {
  override name = 'ContentError';
}

const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();

function readFiles(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (statSync(path).isFile()) files[name] = readFileSync(path, 'utf8');
  }
  return files;
}

/** `registry` is the topic registry (packages/contract topics.ts); tests pass one of their own. */
export function loadChallengeContent(
  root: string,
  registry: TopicRegistry = topicRegistry,
): ChallengeContent[] {
  if (!isDirectory(root)) throw new ContentError(`${root}: the challenge folder does not exist`);
  const shown = (path: string) => relative(process.cwd(), path) || path;
  const challenges: ChallengeContent[] = [];
  const topics: readonly string[] = topicIdsOf(registry);
  // Typed for the real registry; a test's registry adds topics that are only known at run time.
  const metaSchema = challengeMetaSchemaOf(registry) as unknown as typeof challengeMetaSchema;

  for (const topic of readdirSync(root).sort()) {
    const topicDir = join(root, topic);
    if (!isDirectory(topicDir)) continue;
    if (!topics.includes(topic)) {
      throw new ContentError(`${shown(topicDir)}: unknown topic folder (use ${topics.join(', ')})`);
    }
    for (const slug of readdirSync(topicDir).sort()) {
      const folder = join(topicDir, slug);
      if (!isDirectory(folder)) continue;
      challenges.push(loadOne(folder, { topic, slug, metaSchema, registry }, shown));
    }
  }

  const seenIds = new Map<number, string>();
  const seenSlugs = new Map<string, string>();
  for (const { meta, folder } of challenges) {
    const sameId = seenIds.get(meta.id);
    if (sameId)
      throw new ContentError(`${shown(folder)}: id ${meta.id} is also used by ${shown(sameId)}`);
    const sameSlug = seenSlugs.get(meta.slug);
    if (sameSlug)
      throw new ContentError(
        `${shown(folder)}: slug ${meta.slug} is also used by ${shown(sameSlug)}`,
      );
    seenIds.set(meta.id, folder);
    seenSlugs.set(meta.slug, folder);
  }
  return challenges;
}

interface Expected {
  topic: string;
  slug: string;
  metaSchema: typeof challengeMetaSchema;
  registry: TopicRegistry;
}

function loadOne(
  folder: string,
  { topic, slug, metaSchema, registry }: Expected,
  shown: (path: string) => string,
): ChallengeContent {
  const file = (name: string) => join(folder, name);
  const fail = (name: string, problem: string): never => {
    throw new ContentError(`${shown(file(name))}: ${problem}`);
  };
  const readText = (name: string) =>
    existsSync(file(name)) ? readFileSync(file(name), 'utf8') : fail(name, 'is missing');

  let raw: unknown;
  try {
    raw = JSON.parse(readText('meta.json'));
  } catch (error) {
    if (error instanceof ContentError) throw error;
    return fail('meta.json', `is not valid JSON (${(error as Error).message})`);
  }
  const parsed = metaSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail('meta.json', `${issue?.path.join('.') || 'meta'}: ${issue?.message ?? 'invalid'}`);
  }
  const meta = parsed.data;
  if (meta.topic !== topic)
    fail('meta.json', `topic is ${meta.topic} but the folder is under ${topic}/`);
  if (meta.slug !== slug) fail('meta.json', `slug is ${meta.slug} but the folder is named ${slug}`);

  const instructions = readText('instructions.md');
  if (!instructions.trim()) fail('instructions.md', 'is empty');
  const tests = readText('tests.js');
  if (!/\btest\s*\(/.test(tests)) fail('tests.js', 'defines no test()');
  const hiddenTests = existsSync(file('tests.hidden.js')) ? readText('tests.hidden.js') : null;
  if (hiddenTests !== null && !/\btest\s*\(/.test(hiddenTests)) {
    fail('tests.hidden.js', 'defines no test()');
  }

  const starter = isDirectory(file('starter'))
    ? readFiles(file('starter'))
    : fail('starter', 'is missing');
  const solution = isDirectory(file('solution'))
    ? readFiles(file('solution'))
    : fail('solution', 'is missing');
  for (const path of meta.config.open_paths) {
    if (!(path in starter)) fail(`starter/${path}`, 'is missing (listed in config.open_paths)');
    if (!(path in solution)) fail(`solution/${path}`, 'is missing (listed in config.open_paths)');
  }
  for (const [name, files] of [
    ['starter', starter],
    ['solution', solution],
  ] as const) {
    for (const path of Object.keys(files)) {
      if (!meta.config.open_paths.includes(path)) {
        fail(`${name}/${path}`, 'is not listed in config.open_paths');
      }
    }
  }

  // A starter file the same as its solution is handed to the learner ready-made; that must be
  // deliberate (meta.json `given`), and a given file must not need changing.
  const given = meta.given ?? [];
  for (const path of meta.config.open_paths) {
    const same = starter[path] === solution[path];
    if (same && !given.includes(path)) {
      fail(
        `starter/${path}`,
        'is the same as the solution; list it in meta.json given if intended',
      );
    }
    if (!same && given.includes(path)) {
      fail(`starter/${path}`, 'differs from the solution but meta.json lists it as given');
    }
  }

  const hints = existsSync(file('hints.md'))
    ? parseHints(readText('hints.md'), (problem) => fail('hints.md', problem))
    : [];

  const wrong: Record<string, Record<string, string>> = {};
  if (isDirectory(file('wrong'))) {
    for (const name of readdirSync(file('wrong')).sort()) {
      if (isDirectory(file(`wrong/${name}`)))
        wrong[name] = { ...solution, ...readFiles(file(`wrong/${name}`)) };
    }
  }

  const tempJsx = existsSync(file('temp.jsx')) ? readFileSync(file('temp.jsx'), 'utf8') : null;
  if (tempJsx !== null && previewBuilderOf(meta.topic, meta.config.open_paths, registry) !== 'react') {
    fail('temp.jsx', 'is only for React challenges');
  }

  // TypeScript challenges' type-level tests, checked with the learner's files by the compiler.
  const optionalText = (name: string) => (existsSync(file(name)) ? readText(name) : null);
  const typeTests = optionalText('types.test.ts');
  const hiddenTypeTests = optionalText('types.hidden.test.ts');
  if ((typeTests !== null || hiddenTypeTests !== null) && meta.topic !== 'typescript') {
    fail(typeTests !== null ? 'types.test.ts' : 'types.hidden.test.ts', 'is only for TypeScript challenges');
  }

  return {
    meta,
    folder,
    instructions,
    starter,
    solution,
    wrong,
    tests,
    hiddenTests,
    typeTests,
    hiddenTypeTests,
    hints,
    tempJsx,
  };
}

export const MAX_HINTS = 3;

/**
 * hints.md: up to three hints, each under its own heading `## Hint 1`, `## Hint 2`, `## Hint 3`
 * in order, each with some text. Nothing may stand before the first heading.
 */
export function parseHints(markdown: string, fail: (problem: string) => never): string[] {
  const parts = markdown.split(/^## +(.*)$/m);
  if (parts[0]!.trim() !== '') fail("text before '## Hint 1'; every hint starts with its heading");
  const hints: string[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const number = hints.length + 1;
    if (parts[i]!.trim() !== `Hint ${number}`) {
      fail(`heading '## ${parts[i]!.trim()}' should be '## Hint ${number}'`);
    }
    const text = parts[i + 1]!.trim();
    if (!text) fail(`Hint ${number} is empty`);
    hints.push(text);
  }
  if (hints.length === 0) fail("has no hint (each starts with '## Hint 1', '## Hint 2', ...)");
  if (hints.length > MAX_HINTS) fail(`has ${hints.length} hints; at most ${MAX_HINTS}`);
  return hints;
}
