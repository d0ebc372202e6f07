import type { TestResult } from './types.ts';

export interface Outcome {
  status: 'solved' | 'unsolved';
  score: number;
  passed: number;
  total: number;
}

/** Product rules §4: solved when every test passes; score = round(challenge score × passed ÷ total). */
export function scoreResults(challengeScore: number, results: TestResult[]): Outcome {
  const total = results.length;
  const passed = results.filter((result) => result.passed).length;
  return {
    status: total > 0 && passed === total ? 'solved' : 'unsolved',
    score: total === 0 ? 0 : Math.round((challengeScore * passed) / total),
    passed,
    total,
  };
}
