/**
 * `expectAccessible()`: a challenge test that fails when axe-core finds accessibility problems in
 * the learner's page (issue #34). axe-core is bundled with the runtime (`axe.js`, no network) and
 * loaded only for tests that use it: the grader evaluates it in the tests' own world before the
 * run (packages/grader pool.ts), the workspace's frame loads it before its Run Tests (frame.ts).
 */

/** The harness name, and how a test file is known to need axe-core. */
export const ACCESSIBILITY_HELPER = 'expectAccessible';

/** The runtime file that holds axe-core (copied by build-runtime.mjs). */
export const AXE_FILE = 'axe.js';

export const usesAccessibility = (sources: readonly string[]) =>
  sources.some((source) => String(source).includes(ACCESSIBILITY_HELPER));

interface AxeNode {
  target: unknown[];
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}
export interface AxeLike {
  run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }>;
}

/**
 * WCAG 2.1 A and AA. Two rules are about the whole document, which a challenge's page does not
 * own: its title (the frame's) and landmarks/regions (a fragment is judged in a page of ours).
 */
export const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { 'document-title': { enabled: false } },
  resultTypes: ['violations'],
} as const;

const MAX_LISTED = 5;

/**
 * What a learner reads when the check fails: each problem in axe's words with where it is, e.g.
 * 'Accessibility: 1 problem found. image-alt: Images must have alternative text (at img.logo).'
 */
export function describeViolations(violations: readonly AxeViolation[]): string | null {
  if (violations.length === 0) return null;
  const listed = violations.slice(0, MAX_LISTED).map((violation) => {
    const where = violation.nodes
      .slice(0, 2)
      .map((node) => node.target.map(String).join(' '))
      .join(', ');
    return `${violation.id}: ${violation.help}${where ? ` (at ${where})` : ''}`;
  });
  const more =
    violations.length > MAX_LISTED ? ` …and ${violations.length - MAX_LISTED} more.` : '';
  const count = `${violations.length} problem${violations.length === 1 ? '' : 's'}`;
  return `Accessibility: ${count} found. ${listed.join('. ')}.${more}`;
}
