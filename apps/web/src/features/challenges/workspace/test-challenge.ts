import type { ChallengeDetail, Submission } from '@launchpad/contract';
import { encodeBase64 } from '../base64.ts';

/** The DOM counter challenge as the detail endpoint answers it, for the workspace's unit tests. */
export function domCounterChallenge(script: string): ChallengeDetail {
  return {
    id: 301,
    type: 'frontend',
    name: 'DOM counter',
    score: 10,
    difficulty: 'Easy',
    topic: 'javascript',
    slug: 'dom-counter',
    question_body: '# DOM counter',
    files: {
      'index.html': encodeBase64('<p id="count">0</p>'),
      'script.js': encodeBase64(script),
    },
    config: { open_paths: ['index.html', 'script.js'], active_path: 'script.js' },
    temp_jsx: null,
    previous_data: {},
    hints: { total: 2, revealed: [] },
  };
}

/** A submission to that challenge as the server answers it: still pending unless told otherwise. */
export function testSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    id: 7,
    questionId: 301,
    status: 'pending',
    score: 0,
    tests: [],
    verified: false,
    failure: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    gradedAt: null,
    pointsEarned: null,
    ...overrides,
  };
}
