import { programModules } from '@launchpad/contract/topics';

/**
 * The program's modules as the challenge pages show them (issue #34): the list's sections and
 * module filter, the dashboard's per-module progress. Kept out of the home route's modules.
 */

/** 'Module 4: API integration & data fetching'. */
export function programModuleLabel(number: number): string {
  const programModule = programModules.find((candidate) => candidate.number === number);
  return programModule ? `Module ${number}: ${programModule.title}` : `Module ${number}`;
}

export interface ModuleProgressRow {
  module: number;
  label: string;
  solved: number;
  total: number;
}

/**
 * A learner's progress per program module, from the challenge list (each item's module and
 * status), in module order; modules with no challenge are left out. The totals add up to the
 * list's length, as the per-topic rows add up to the overall count.
 */
export function moduleProgressRows(
  challenges: readonly { module: number; submission_status: string }[],
): ModuleProgressRow[] {
  return programModules
    .map(({ number }) => {
      const inModule = challenges.filter((challenge) => challenge.module === number);
      return {
        module: number,
        label: programModuleLabel(number),
        solved: inModule.filter((challenge) => challenge.submission_status === 'solved').length,
        total: inModule.length,
      };
    })
    .filter((row) => row.total > 0);
}
