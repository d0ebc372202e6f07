import { elementError } from './element-error.ts';

/**
 * What user-event takes from '@testing-library/dom' (its configuration alone), for the bundles
 * that have user-event but no queries (learner-side.js): without it, user-event would bring the
 * whole of Testing Library into every learner frame. The values are Testing Library's defaults,
 * with the runner's short element errors (test-runner.ts configures the same).
 */
const config = {
  eventWrapper: (callback: () => unknown) => callback(),
  asyncWrapper: (callback: () => unknown) => callback(),
  getElementError: elementError,
};

export const getConfig = () => config;
