import { describe, expect, it } from 'vitest';
import { challengeConfigSchema, challengeMetaSchema, challengeMetaSchemaOf } from './challenges.ts';
import { registryWithSvg } from './testing.ts';
import {
  dashboardTopicLabel,
  fileKindOf,
  languageOf,
  languages,
  perTopic,
  topicIndex,
  topicLabel,
  topics,
  zeroPerTopic,
} from './topics.ts';
import { perTopicSchema, perTopicSchemaOf, topicSchema, topicSchemaOf } from './user.ts';

const meta = (overrides: Record<string, unknown>) => ({
  id: 101,
  slug: 'page-outline',
  name: 'Outline',
  topic: 'html',
  difficulty: 'Easy',
  score: 10,
  order: 1,
  module: 1,
  config: { open_paths: ['index.html'], active_path: 'index.html' },
  ...overrides,
});

describe('the topic registry', () => {
  it('keeps the wire values, order and labels of the spec', () => {
    // The spec's four topics keep their wire values and order; issue #34 adds APIs and
    // TypeScript after them (decision 0031).
    const all = ['html', 'css', 'javascript', 'react', 'api', 'typescript'];
    expect(topics).toEqual(all);
    expect(topicSchema.options).toEqual(all);
    expect(Object.keys(perTopicSchema.shape)).toEqual(all);
    expect(zeroPerTopic()).toEqual({
      html: 0,
      css: 0,
      javascript: 0,
      react: 0,
      api: 0,
      typescript: 0,
    });
    expect(topics.map((topic) => topicLabel(topic))).toEqual([
      'HTML',
      'CSS',
      'JavaScript',
      'React',
      'APIs',
      'TypeScript',
    ]);
    // Product rules §2: the dashboard card says ReactJS; everywhere else says React.
    expect(topics.map((topic) => dashboardTopicLabel(topic))).toEqual([
      'HTML',
      'CSS',
      'JavaScript',
      'ReactJS',
      'APIs',
      'TypeScript',
    ]);
    expect(topics.map((topic) => topicIndex(topic))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(perTopic((topic) => topic.ids)).toEqual({
      html: { from: 101, to: 199 },
      css: { from: 201, to: 299 },
      javascript: { from: 301, to: 399 },
      react: { from: 401, to: 499 },
      api: { from: 501, to: 599 },
      typescript: { from: 601, to: 699 },
    });
  });

  it('names a file’s language by its extension, as previous_data is keyed', () => {
    expect(languages).toEqual(['html', 'css', 'js', 'jsx', 'ts', 'tsx']);
    expect(
      ['index.html', 'styles.css', 'script.js', 'App.jsx', 'index.ts', 'App.tsx', 'notes.txt'].map(
        (path) => languageOf(path),
      ),
    ).toEqual(['html', 'css', 'js', 'jsx', 'ts', 'tsx', undefined]);
    const bad = challengeConfigSchema.safeParse({ open_paths: ['a.txt'], active_path: 'a.txt' });
    expect(bad.error?.issues[0]?.message).toBe(
      'must be a plain file name ending in .html, .css, .js, .jsx, .ts or .tsx',
    );
  });

  it('asks a component for its name wherever the topic allows components (api, typescript)', () => {
    const issue = (value: unknown) => challengeMetaSchema.safeParse(value).error?.issues[0];
    const component = (topic: string, id: number, file: string) =>
      meta({ id, topic, config: { open_paths: [file], active_path: file } });
    expect(issue(component('api', 501, 'App.jsx'))).toMatchObject({
      path: ['config', 'componentName'],
    });
    expect(issue(component('typescript', 601, 'App.tsx'))).toMatchObject({
      path: ['config', 'componentName'],
    });
    expect(issue(component('typescript', 601, 'index.ts'))).toBeUndefined();
    expect(issue(component('api', 501, 'script.js'))).toBeUndefined();
  });

  it('checks a challenge’s id range, file kinds and React component for its topic', () => {
    expect(challengeMetaSchema.safeParse(meta({})).success).toBe(true);
    const issue = (value: unknown) => challengeMetaSchema.safeParse(value).error?.issues[0];
    expect(issue(meta({ id: 201 }))).toMatchObject({
      path: ['id'],
      message: 'HTML challenge ids are 101–199',
    });
    expect(
      issue(
        meta({ config: { open_paths: ['index.html', 'script.js'], active_path: 'index.html' } }),
      ),
    ).toMatchObject({
      path: ['config', 'open_paths'],
      message: 'script.js: HTML challenges use .html or .css files',
    });
    expect(
      issue(
        meta({
          id: 401,
          topic: 'react',
          config: { open_paths: ['App.jsx'], active_path: 'App.jsx' },
        }),
      ),
    ).toMatchObject({ path: ['config', 'componentName'] });
    expect(issue(meta({ given: ['styles.css'] }))).toMatchObject({ path: ['given'] });
  });
});

describe('a topic added to the registry', () => {
  it('is in the enum, the per-topic schema and zeroes, and meta validation', () => {
    expect(topicSchemaOf(registryWithSvg).options).toEqual([...topics, 'svg']);
    expect(zeroPerTopic(registryWithSvg)).toEqual({
      html: 0,
      css: 0,
      javascript: 0,
      react: 0,
      api: 0,
      typescript: 0,
      svg: 0,
    });
    const perTopicWithSvg = perTopicSchemaOf(registryWithSvg);
    expect(perTopicWithSvg.safeParse(zeroPerTopic()).success).toBe(false);
    expect(perTopicWithSvg.safeParse(zeroPerTopic(registryWithSvg)).success).toBe(true);
    expect(fileKindOf('logo.svg', registryWithSvg)?.extension).toBe('svg');
    expect(topicLabel('svg', registryWithSvg)).toBe('SVG');
    expect(dashboardTopicLabel('svg', registryWithSvg)).toBe('SVG graphics');

    const svgMeta = meta({
      id: 901,
      topic: 'svg',
      config: { open_paths: ['logo.svg', 'styles.css'], active_path: 'logo.svg' },
    });
    expect(challengeMetaSchemaOf(registryWithSvg).safeParse(svgMeta).success).toBe(true);
    expect(challengeMetaSchema.safeParse(svgMeta).success).toBe(false);
    expect(
      challengeMetaSchemaOf(registryWithSvg).safeParse({ ...svgMeta, id: 101 }).error?.issues[0],
    ).toMatchObject({ path: ['id'], message: 'SVG challenge ids are 901–999' });
  });
});
