import type { ChallengeDetail } from '@launchpad/contract';
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
