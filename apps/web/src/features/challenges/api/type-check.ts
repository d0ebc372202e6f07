import { languageOf, type PreviousData } from '@launchpad/contract';
import { TYPE_CHECK_TEST, type TestResult } from '@launchpad/runner/types';
import { api } from '../../../lib/api-client.ts';
import { encodeBase64 } from '../base64.ts';

/** The learner's code as the server takes it: each file's text, in base64, by language. */
export function submittedCode(files: Record<string, string>): PreviousData {
  return Object.fromEntries(
    Object.entries(files).flatMap(([path, text]) => {
      const language = languageOf(path);
      return language ? [[language, encodeBase64(text)]] : [];
    }),
  );
}

export const hasTypeScript = (files: Record<string, string>) =>
  Object.keys(files).some((path) => /\.tsx?$/.test(path));

/**
 * Run Tests of a TypeScript challenge: the server's TypeScript compiler checks the files and the
 * visible type-level tests (the browser runs the behaviour tests meanwhile). A check that cannot
 * run is a failed test saying so, never a pass.
 */
export async function typeCheck(
  challengeId: number,
  files: Record<string, string>,
): Promise<TestResult[]> {
  try {
    const { results } = await api.call('typeCheckChallenge', {
      params: { id: challengeId },
      body: { previous_data: submittedCode(files) },
    });
    return results;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'no answer';
    return [
      { name: TYPE_CHECK_TEST, passed: false, message: `The type check could not run: ${reason}` },
    ];
  }
}
