import { perTopic } from '@launchpad/contract/topics';

/** The list's and the workspace's topic labels, from the topic registry. */
export const topicLabels = perTopic((topic) => topic.label);

/** Product rules §3: Easy, Medium, and anything else is treated as hard. */
export function difficultyLabel(difficulty: string): 'Easy' | 'Medium' | 'Hard' {
  return difficulty === 'Easy' || difficulty === 'Medium' ? difficulty : 'Hard';
}
