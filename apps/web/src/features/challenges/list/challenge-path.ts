import type { ChallengeListItem, Topic } from '@launchpad/contract';
import { programModules, topicFilters } from '@launchpad/contract/topics';
import { programModuleLabel } from '../../../lib/program-modules.ts';

/**
 * The challenge path follows the program: one section per program module (Module 1: HTML, CSS &
 * responsive design, then JavaScript, React, API integration, TypeScript), each challenge in the
 * module it practises (meta.json `module`). The list API answers in topic order and, within a
 * topic, from first steps to interview level, so each section keeps that order.
 */

export interface PathSection {
  /** A stable id for the section's heading: its first topic. */
  id: string;
  title: string;
  items: ChallengeListItem[];
  solved: number;
}

export const isSolved = (item: ChallengeListItem) => item.submission_status === 'solved';

/** '4 of 30 solved' */
export const progressText = (solved: number, total: number) => `${solved} of ${total} solved`;

function sectionOf(id: string, title: string, items: ChallengeListItem[]): PathSection {
  return { id, title, items, solved: items.filter(isSolved).length };
}

/**
 * The path's sections in module order, each with its challenges in list order; a module with no
 * challenge is left out. With a topic, the one section of that topic, titled with its label; with
 * a module, that module's section alone (even when empty, so the page can say so).
 */
export function pathSections(
  challenges: ChallengeListItem[],
  topic: Topic | null = null,
  module: number | null = null,
): PathSection[] {
  if (topic !== null) {
    const label = topicFilters().find((filter) => filter.topic === topic)?.label ?? topic;
    const inModule = challenges.filter((c) => module === null || c.module === module);
    return [
      sectionOf(
        topic,
        label,
        inModule.filter((c) => c.topic === topic),
      ),
    ];
  }
  return programModules
    .filter(({ number }) => module === null || number === module)
    .map(({ number }) =>
      sectionOf(
        `module-${number}`,
        programModuleLabel(number),
        challenges.filter((c) => c.module === number),
      ),
    )
    .filter((section) => module !== null || section.items.length > 0);
}

/** 'Next up': the first challenge on the path the learner has not solved yet. */
export function nextUp(challenges: ChallengeListItem[]): ChallengeListItem | undefined {
  return pathSections(challenges)
    .flatMap((section) => section.items)
    .find((item) => !isSolved(item));
}
