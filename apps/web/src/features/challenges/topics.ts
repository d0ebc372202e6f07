import type { Topic } from '@launchpad/contract';

export const topicLabels: Record<Topic, string> = {
  html: 'HTML',
  css: 'CSS',
  javascript: 'JavaScript',
  react: 'React',
};

/** Spec §3: Easy, Medium, and anything else is treated as hard. */
export function difficultyLabel(difficulty: string): 'Easy' | 'Medium' | 'Hard' {
  return difficulty === 'Easy' || difficulty === 'Medium' ? difficulty : 'Hard';
}
