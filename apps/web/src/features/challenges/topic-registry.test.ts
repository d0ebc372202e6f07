import {
  challengeMetaSchemaOf,
  perTopicSchemaOf,
  topicFilters,
  topicLabelPhrase,
  topicProgressRows,
  topicSchemaOf,
  zeroPerTopic,
} from '@launchpad/contract';
import { registryWithSvg } from '@launchpad/contract/testing';
import { buildDocument, type ChallengeTopic } from '@launchpad/runner';
import { describe, expect, it } from 'vitest';

const progress = {
  solvedByTopic: { html: 5, css: 4, javascript: 2, react: 1, api: 0, typescript: 2 },
  totalByTopic: { html: 15, css: 15, javascript: 15, react: 15, api: 15, typescript: 15 },
};

describe('topic filters and rows', () => {
  it('follow the registry: the list says React, the dashboard ReactJS', () => {
    expect(topicFilters()).toEqual([
      { topic: 'html', label: 'HTML' },
      { topic: 'css', label: 'CSS' },
      { topic: 'javascript', label: 'JavaScript' },
      { topic: 'react', label: 'React' },
      { topic: 'api', label: 'APIs' },
      { topic: 'typescript', label: 'TypeScript' },
    ]);
    expect(topicLabelPhrase()).toBe('HTML, CSS, JavaScript, React, APIs and TypeScript');
    expect(topicProgressRows(progress, 'dashboard')).toEqual([
      { topic: 'html', label: 'HTML', solved: 5, total: 15 },
      { topic: 'css', label: 'CSS', solved: 4, total: 15 },
      { topic: 'javascript', label: 'JavaScript', solved: 2, total: 15 },
      { topic: 'react', label: 'ReactJS', solved: 1, total: 15 },
      { topic: 'api', label: 'APIs', solved: 0, total: 15 },
      { topic: 'typescript', label: 'TypeScript', solved: 2, total: 15 },
    ]);
    expect(topicProgressRows(progress, 'list').map((row) => row.label)).toEqual([
      'HTML',
      'CSS',
      'JavaScript',
      'React',
      'APIs',
      'TypeScript',
    ]);
  });
});

describe('a topic added in one place, the registry', () => {
  it('reaches the contract, the runner, content validation and the web', () => {
    const svg = registryWithSvg;
    // Contract: the enum, the per-topic shape and its zeroes.
    expect(topicSchemaOf(svg).options).toContain('svg');
    expect(Object.keys(perTopicSchemaOf(svg).shape)).toContain('svg');
    expect(zeroPerTopic(svg)).toMatchObject({ svg: 0 });
    // Content validation: a challenge of the topic, in its id range, with its file kinds.
    const meta = challengeMetaSchemaOf(svg).parse({
      id: 901,
      slug: 'logo',
      name: 'Draw a logo',
      topic: 'svg',
      difficulty: 'Easy',
      score: 10,
      order: 1,
      module: 1,
      config: { open_paths: ['logo.svg', 'styles.css'], active_path: 'logo.svg' },
    });
    expect(meta.topic).toBe('svg');
    // Runner: the topic's files are placed by their kind, its preview built by its builder.
    const page = buildDocument(
      { topic: 'svg' as ChallengeTopic, files: { 'logo.svg': '<svg id="logo"></svg>' } },
      { channel: 'c-1' },
      svg,
    );
    expect(page).toContain('<body><svg id="logo"></svg>');
    // Web: the filter, the copy, the dashboard and profile rows.
    expect(topicFilters(svg).at(-1)).toEqual({ topic: 'svg', label: 'SVG' });
    expect(topicLabelPhrase(svg)).toBe('HTML, CSS, JavaScript, React, APIs, TypeScript and SVG');
    const withSvg = {
      solvedByTopic: { ...progress.solvedByTopic, svg: 1 },
      totalByTopic: { ...progress.totalByTopic, svg: 3 },
    };
    expect(topicProgressRows(withSvg, 'dashboard', svg).at(-1)).toEqual({
      topic: 'svg',
      label: 'SVG graphics',
      solved: 1,
      total: 3,
    });
    expect(topicProgressRows(withSvg, 'list', svg).at(-1)?.label).toBe('SVG');
  });
});
