import type { ChallengeListItem, Topic } from '@launchpad/contract';
import { topicFilters } from '@launchpad/contract/topics';

/**
 * The challenge path: the challenges in the order of the program's modules (HTML & CSS, then
 * JavaScript, then React). The list API already answers in topic order and, within a topic, from
 * first steps to interview level, so the path is that order cut into sections.
 */

/** Topics the program teaches in one module. A topic not named here is a section of its own. */
const moduleTitles: Partial<Record<Topic, string>> = {
  html: 'HTML & CSS',
  css: 'HTML & CSS',
};

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
 * The path's sections in module order, each with its challenges in list order; a section with no
 * challenge is left out. With a topic, the one section of that topic, titled with its label.
 */
export function pathSections(
  challenges: ChallengeListItem[],
  topic: Topic | null = null,
): PathSection[] {
  if (topic !== null) {
    const label = topicFilters().find((filter) => filter.topic === topic)?.label ?? topic;
    return [
      sectionOf(
        topic,
        label,
        challenges.filter((c) => c.topic === topic),
      ),
    ];
  }
  const sections: { id: string; title: string; topics: Topic[] }[] = [];
  for (const { topic: id, label } of topicFilters()) {
    const title = moduleTitles[id] ?? label;
    const last = sections.at(-1);
    if (last?.title === title) last.topics.push(id);
    else sections.push({ id, title, topics: [id] });
  }
  return sections
    .map(({ id, title, topics }) =>
      sectionOf(
        id,
        title,
        challenges.filter((c) => topics.includes(c.topic)),
      ),
    )
    .filter((section) => section.items.length > 0);
}

/** 'Next up': the first challenge on the path the learner has not solved yet. */
export function nextUp(challenges: ChallengeListItem[]): ChallengeListItem | undefined {
  return pathSections(challenges)
    .flatMap((section) => section.items)
    .find((item) => !isSolved(item));
}
