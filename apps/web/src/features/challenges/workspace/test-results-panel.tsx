import type { TestResult } from '@launchpad/runner';
import { VERIFIED_BY_SERVER } from './grade-messages.ts';

interface TestResultsPanelProps {
  results: TestResult[];
  expanded: boolean;
  onToggle: () => void;
  /**
   * The results are the server's grade (visible and hidden tests), not the browser's own run;
   * `failure` is why the server's run failed as a whole, if it did.
   */
  verified?: { failure: string | null } | null;
}

/** Opens once results exist; collapsible (product rules §4). */
export function TestResultsPanel({
  results,
  expanded,
  onToggle,
  verified = null,
}: TestResultsPanelProps) {
  const passed = results.filter((r) => r.passed).length;
  const all = results.length > 0 && passed === results.length;
  return (
    <section aria-label="Test results" className="border-t border-slate-300 bg-white">
      <h2>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="test-results-list"
          onClick={onToggle}
          className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm font-semibold"
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
          Test results:{' '}
          <span className={all ? 'text-emerald-700' : 'text-rose-700'} data-testid="test-summary">
            {passed}/{results.length} passed
          </span>
        </button>
      </h2>
      {verified && (
        <p className="px-3 pb-1 text-xs text-slate-700" data-testid="verified-note">
          {VERIFIED_BY_SERVER}
          {verified.failure && <span className="block text-rose-800">{verified.failure}</span>}
        </p>
      )}
      {expanded && (
        <ul id="test-results-list" className="max-h-48 overflow-auto px-3 pb-3 text-sm">
          {results.map((result, index) => (
            <li key={index} className="flex gap-2 py-1">
              <span
                aria-label={result.passed ? 'Passed' : 'Failed'}
                className={result.passed ? 'text-emerald-700' : 'text-rose-700'}
              >
                {result.passed ? '✓' : '✗'}
              </span>
              <span>
                {result.name}
                {!result.passed && result.message && (
                  <span className="block text-xs text-rose-800">{result.message}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
