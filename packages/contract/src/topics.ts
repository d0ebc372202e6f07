/**
 * The topic registry: the one place the challenge topics and the kinds of file their challenges
 * are written in are listed. Everything that differs per topic is derived from it — the zod enum
 * and per-topic schema (user.ts), challenge meta validation (challenges.ts), the server's per-topic
 * totals and sort order, the runner's document builder, the web's filters, labels and per-topic
 * rows. See docs/architecture.md, "How to add a topic".
 *
 * No zod here, so the web and the runner import it cheaply (`@launchpad/contract/topics`). Every
 * derivation takes the registry as a parameter (default: this one), so a test can add a topic.
 */

/** How the editor highlights a file (apps/web code-editor.tsx maps each to a language mode). */
export type EditorLanguage = 'html' | 'css' | 'javascript' | 'jsx' | 'typescript' | 'tsx';

/**
 * What the runner does with a file when it builds the document (packages/runner document.ts):
 * `markup` is the page's HTML, `style` is inlined in a `<style>`, `script` runs as a classic script
 * at the end of the body, `component` is compiled and mounted by the `react` preview builder.
 */
export type FileRole = 'markup' | 'style' | 'script' | 'component';

/** How the runner builds a topic's preview: the learner's page as is, or a mounted component. */
export type PreviewBuilder = 'page' | 'react';

export interface FileKindDefinition {
  /** The extension without its dot; also the file's key in `previous_data`. */
  extension: string;
  editor: EditorLanguage;
  role: FileRole;
}

export interface TopicDefinition {
  /**
   * The wire value: a challenge's `topic`, the content folder's name, the key of `solvedByTopic`
   * and `fe_total_by_topic`, and the workspace route's `{category}`. Never changes.
   */
  id: string;
  /** Filter buttons, the challenge list, the workspace and the profile. */
  label: string;
  /** The dashboard card's label, where the spec spells it differently (ReactJS). */
  dashboardLabel?: string;
  /** The range of challenge ids (meta.json `id`) reserved for the topic. */
  ids: { readonly from: number; readonly to: number };
  /** Extensions (file kinds below) its challenges' files may have. */
  files: readonly string[];
  /**
   * How the page is built: 'page' builds the learner's HTML with their scripts; 'react' mounts a
   * component. A 'page' topic that allows component files builds a challenge that has one as
   * 'react' (the api topic's React challenges).
   */
  preview: PreviewBuilder;
  /**
   * Runtime files (packages/runner, served under /runtime/) the topic's documents load before the
   * learner's code, e.g. the api topic's fake REST API.
   */
  runtimeScripts?: readonly string[];
}

export interface TopicRegistry {
  /** In display order: filters, lists, dashboard and profile rows follow it. */
  topics: readonly TopicDefinition[];
  fileKinds: readonly FileKindDefinition[];
}

export const topicRegistry = {
  topics: [
    {
      id: 'html',
      label: 'HTML',
      ids: { from: 101, to: 199 },
      files: ['html', 'css'],
      preview: 'page',
    },
    {
      id: 'css',
      label: 'CSS',
      ids: { from: 201, to: 299 },
      files: ['html', 'css'],
      preview: 'page',
    },
    {
      id: 'javascript',
      label: 'JavaScript',
      ids: { from: 301, to: 399 },
      files: ['html', 'js', 'css'],
      preview: 'page',
    },
    {
      id: 'react',
      label: 'React',
      dashboardLabel: 'ReactJS',
      ids: { from: 401, to: 499 },
      files: ['jsx', 'css'],
      preview: 'react',
    },
    {
      id: 'api',
      label: 'APIs',
      ids: { from: 501, to: 599 },
      files: ['html', 'js', 'jsx', 'css'],
      preview: 'page',
      runtimeScripts: ['fake-api.js'],
    },
    {
      id: 'typescript',
      label: 'TypeScript',
      ids: { from: 601, to: 699 },
      files: ['ts', 'tsx', 'html', 'css'],
      preview: 'page',
    },
  ],
  fileKinds: [
    { extension: 'html', editor: 'html', role: 'markup' },
    { extension: 'css', editor: 'css', role: 'style' },
    { extension: 'js', editor: 'javascript', role: 'script' },
    { extension: 'jsx', editor: 'jsx', role: 'component' },
    // TypeScript: compiled to JavaScript (types stripped) for the page; the grader type-checks it.
    { extension: 'ts', editor: 'typescript', role: 'script' },
    { extension: 'tsx', editor: 'tsx', role: 'component' },
  ],
} as const satisfies TopicRegistry;

/**
 * The program's six modules, in teaching order (product rules §2). Every challenge names the one
 * it practises (meta.json `module`), so the list can be read module by module and the dashboard
 * counts progress per module beside per topic. The program page keeps its titles and points with
 * its copy (apps/web lib/program.ts, out of the home route's imports of this module); a test
 * there keeps the two lists the same.
 */
export const programModules = [
  { number: 1, id: 'html-css', title: 'HTML, CSS & responsive design' },
  { number: 2, id: 'javascript', title: 'JavaScript fundamentals & ES6+' },
  { number: 3, id: 'react', title: 'React & state management' },
  { number: 4, id: 'apis', title: 'API integration & data fetching' },
  { number: 5, id: 'typescript', title: 'TypeScript & modern tooling' },
  { number: 6, id: 'nextjs', title: 'Next.js & server-side rendering' },
] as const;

export type ProgramModuleNumber = (typeof programModules)[number]['number'];

type Registry = typeof topicRegistry;
type IdsOf<T extends readonly { id: string }[]> = { [K in keyof T]: T[K]['id'] };
type ExtensionsOf<T extends readonly { extension: string }[]> = {
  [K in keyof T]: T[K]['extension'];
};

export type Topic = Registry['topics'][number]['id'];
/** A file's language: its extension, which keys `previous_data`. */
export type Language = Registry['fileKinds'][number]['extension'];

/** The topic ids, in order. */
export function topicIdsOf<R extends TopicRegistry>(registry: R): IdsOf<R['topics']> {
  return registry.topics.map((topic) => topic.id) as IdsOf<R['topics']>;
}

/** The file languages (extensions), in order. */
export function languagesOf<R extends TopicRegistry>(registry: R): ExtensionsOf<R['fileKinds']> {
  return registry.fileKinds.map((kind) => kind.extension) as ExtensionsOf<R['fileKinds']>;
}

export const topics = topicIdsOf(topicRegistry);
export const languages = languagesOf(topicRegistry);

/** One value per topic, in order: the shape of `solvedByTopic` and `fe_total_by_topic`. */
export function perTopic<T, R extends TopicRegistry = Registry>(
  valueOf: (topic: R['topics'][number]) => T,
  registry: R = topicRegistry as TopicRegistry as R,
): Record<R['topics'][number]['id'], T> {
  return Object.fromEntries(registry.topics.map((topic) => [topic.id, valueOf(topic)])) as Record<
    R['topics'][number]['id'],
    T
  >;
}

/** Zero for every topic: where per-topic counts start. */
export function zeroPerTopic<R extends TopicRegistry = Registry>(
  registry: R = topicRegistry as TopicRegistry as R,
): Record<R['topics'][number]['id'], number> {
  return perTopic(() => 0, registry);
}

export function findTopic(
  id: string,
  registry: TopicRegistry = topicRegistry,
): TopicDefinition | undefined {
  return registry.topics.find((topic) => topic.id === id);
}

/** The topic's place in the registry (0 first), or -1 for an unknown topic. */
export function topicIndex(id: string, registry: TopicRegistry = topicRegistry): number {
  return registry.topics.findIndex((topic) => topic.id === id);
}

/** What the filters, lists and profile call a topic. */
export function topicLabel(id: string, registry: TopicRegistry = topicRegistry): string {
  return findTopic(id, registry)?.label ?? id;
}

/** What the dashboard card calls a topic (product rules §2: HTML, CSS, JavaScript, ReactJS). */
export function dashboardTopicLabel(id: string, registry: TopicRegistry = topicRegistry): string {
  const topic = findTopic(id, registry);
  return topic?.dashboardLabel ?? topic?.label ?? id;
}

type TopicOf<R extends TopicRegistry> = R['topics'][number]['id'];

/** The challenge list's topic filter buttons, in registry order. */
export function topicFilters<R extends TopicRegistry = Registry>(
  registry: R = topicRegistry as TopicRegistry as R,
): { topic: TopicOf<R>; label: string }[] {
  return registry.topics.map((topic) => ({
    topic: topic.id as TopicOf<R>,
    label: topicLabel(topic.id, registry),
  }));
}

/** 'HTML, CSS, JavaScript and React': the topics' labels as one phrase, for copy. */
export function topicLabelPhrase(registry: TopicRegistry = topicRegistry): string {
  const labels = registry.topics.map((topic) => topic.label);
  const last = labels.pop() ?? '';
  return labels.length > 0 ? `${labels.join(', ')} and ${last}` : last;
}

export interface TopicProgressRow {
  topic: string;
  label: string;
  solved: number;
  total: number;
}

/**
 * One row per topic of a learner's progress, in registry order: the dashboard's Frontend
 * Challenges card (spec labels: HTML, CSS, JavaScript, ReactJS) and the profile's Solved Questions
 * bars (the list's labels) both render these.
 */
export function topicProgressRows(
  progress: { solvedByTopic: Record<string, number>; totalByTopic: Record<string, number> },
  labels: 'dashboard' | 'list',
  registry: TopicRegistry = topicRegistry,
): TopicProgressRow[] {
  return registry.topics.map(({ id }) => ({
    topic: id,
    label: labels === 'dashboard' ? dashboardTopicLabel(id, registry) : topicLabel(id, registry),
    solved: progress.solvedByTopic[id] ?? 0,
    total: progress.totalByTopic[id] ?? 0,
  }));
}

/**
 * How a challenge's page is built, from its topic and its files: a topic whose preview is 'react'
 * always mounts a component; a 'page' topic that allows component files (api) mounts one when the
 * challenge has one. The runner builds by it, and meta.json (componentName) and temp.jsx are
 * checked by it.
 */
export function previewBuilderOf(
  topicId: string,
  paths: readonly string[],
  registry: TopicRegistry = topicRegistry,
): PreviewBuilder {
  const topic = findTopic(topicId, registry);
  if (topic?.preview === 'react') return 'react';
  return paths.some((path) => fileKindOf(path, registry)?.role === 'component') ? 'react' : 'page';
}

/** The kind of file a path is, by its extension. */
export function fileKindOf(
  path: string,
  registry: TopicRegistry = topicRegistry,
): FileKindDefinition | undefined {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return registry.fileKinds.find((kind) => kind.extension === extension);
}

/**
 * The language (previous_data key) of a file, by its extension. One parameter on purpose: it is
 * passed to `map` (another registry's languages: `fileKindOf(path, registry)?.extension`).
 */
export function languageOf(path: string): Language | undefined {
  return fileKindOf(path)?.extension as Language | undefined;
}

/**
 * What is wrong with a challenge's topic, id and files for the registry, or null: the topic must be
 * known, the id in its range and every file of a kind the topic allows.
 */
export function topicProblem(
  challenge: { topic: string; id: number; paths: readonly string[] },
  registry: TopicRegistry = topicRegistry,
): { field: 'topic' | 'id' | 'paths'; message: string } | null {
  const topic = findTopic(challenge.topic, registry);
  if (!topic) {
    const known = registry.topics.map((t) => t.id).join(', ');
    return { field: 'topic', message: `must be one of ${known}` };
  }
  const { from, to } = topic.ids;
  if (challenge.id < from || challenge.id > to) {
    return { field: 'id', message: `${topic.label} challenge ids are ${from}–${to}` };
  }
  for (const path of challenge.paths) {
    const extension = fileKindOf(path, registry)?.extension;
    if (extension === undefined || !topic.files.includes(extension)) {
      const allowed = topic.files
        .map((extension) => `.${extension}`)
        .join(', ')
        .replace(/, ([^,]*)$/, ' or $1');
      return { field: 'paths', message: `${path}: ${topic.label} challenges use ${allowed} files` };
    }
  }
  return null;
}
