import { topicRegistry, type TopicRegistry } from './topics.ts';

/**
 * For tests only: the topic registry with one more topic, SVG, whose challenges draw in an `.svg`
 * file (its own file kind) with optional CSS. Tests build their structures from it to prove that a
 * topic added to the registry reaches every place that lists topics.
 */
export const registryWithSvg = {
  topics: [
    ...topicRegistry.topics,
    {
      id: 'svg',
      label: 'SVG',
      dashboardLabel: 'SVG graphics',
      ids: { from: 901, to: 999 },
      files: ['svg', 'css'],
      preview: 'page',
    },
  ],
  fileKinds: [...topicRegistry.fileKinds, { extension: 'svg', editor: 'html', role: 'markup' }],
} as const satisfies TopicRegistry;
