import type { ChallengeListItem } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../router/index.ts';
import { challengePath, paths } from '../../../lib/paths.ts';
import { challengeListQuery } from '../api/list-challenges.ts';
import { topicLabels } from '../topics.ts';

interface Place {
  /** 1-based place among the challenges of its topic, and how many that topic has. */
  index: number;
  ofTopic: number;
  previous: ChallengeListItem | undefined;
  next: ChallengeListItem | undefined;
}

/**
 * Where a challenge sits on the path: the list API's order (html, css, javascript, react, each
 * topic in its own order). Null when the list does not hold it.
 */
export function placeOnPath(
  list: readonly ChallengeListItem[],
  challenge: Pick<ChallengeListItem, 'id' | 'topic'>,
): Place | null {
  const at = list.findIndex((item) => item.id === challenge.id);
  if (at < 0) return null;
  const topic = list.filter((item) => item.topic === challenge.topic);
  return {
    index: topic.findIndex((item) => item.id === challenge.id) + 1,
    ofTopic: topic.length,
    previous: list[at - 1],
    next: list[at + 1],
  };
}

const linkStyle =
  'rounded px-1.5 py-0.5 font-medium text-indigo-800 hover:bg-indigo-50 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600';

/**
 * The strip above the workspace: back to the list, the challenge's place in its topic ('3 of 15
 * in CSS'), and the previous and next challenges of the whole path (none past either end). Until
 * the list has loaded, or if it fails, only the way back is shown.
 */
export function ChallengeNav({
  challenge,
}: {
  challenge: Pick<ChallengeListItem, 'id' | 'topic'>;
}) {
  const { data: list } = useQuery(challengeListQuery);
  const place = list ? placeOnPath(list, challenge) : null;

  return (
    <nav
      aria-label="Challenge navigation"
      className="flex min-h-9 items-center gap-3 border-b border-slate-200 bg-slate-50 px-3 py-1 text-sm"
    >
      <Link to={paths.challenges} className={linkStyle}>
        <span aria-hidden="true">← </span>Back to challenges
      </Link>
      {place && (
        <>
          <p className="text-slate-600" data-testid="challenge-position">
            {place.index} of {place.ofTopic} in {topicLabels[challenge.topic]}
          </p>
          <ul className="ml-auto flex items-center gap-1">
            {place.previous && (
              <li>
                <Link
                  to={challengePath(place.previous)}
                  rel="prev"
                  title={place.previous.name}
                  className={linkStyle}
                >
                  <span aria-hidden="true">← </span>Previous
                </Link>
              </li>
            )}
            {place.next && (
              <li>
                <Link
                  to={challengePath(place.next)}
                  rel="next"
                  title={place.next.name}
                  className={linkStyle}
                >
                  Next<span aria-hidden="true"> →</span>
                </Link>
              </li>
            )}
          </ul>
        </>
      )}
    </nav>
  );
}
