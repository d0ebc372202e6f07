import {
  topicFilters,
  topicLabelPhrase,
  type ChallengeListItem,
  type Topic,
} from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { challengePath } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { challengeListQuery } from './api/list-challenges.ts';
import { difficultyLabel, topicLabels } from './topics.ts';

export const ALL_SOLVED_MESSAGE = "You've solved all challenges! 🎉";

const difficultyStyles = {
  Easy: 'bg-emerald-50 text-emerald-800',
  Medium: 'bg-amber-50 text-amber-900',
  Hard: 'bg-rose-50 text-rose-800',
} as const;

/** Product rules §4 Feeling lucky: a random challenge the learner has not solved yet. */
export function pickUnsolved(
  challenges: ChallengeListItem[],
  random: () => number = Math.random,
): ChallengeListItem | undefined {
  const unsolved = challenges.filter((c) => c.submission_status !== 'solved');
  return unsolved[Math.floor(random() * unsolved.length)];
}

export function ChallengeListPage() {
  useDocumentTitle('Frontend Challenges');
  const navigate = useNavigate();
  const { data: challenges, status, refetch } = useQuery(challengeListQuery);
  const [topic, setTopic] = useState<Topic | null>(null);

  const shown = (challenges ?? []).filter((c) => topic === null || c.topic === topic);

  function feelingLucky() {
    const pick = pickUnsolved(challenges ?? []);
    if (pick) void navigate(challengePath(pick));
    else window.alert(ALL_SOLVED_MESSAGE);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Frontend Challenges</h1>
      <p className="mt-2 text-slate-700">
        Practise {topicLabelPhrase()} in the browser, with a live preview and automated tests.
      </p>

      <div className="mt-6 flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Filter by topic" className="flex flex-wrap gap-2">
          {topicFilters().map(({ topic: t, label }) => (
            <button
              key={t}
              type="button"
              aria-pressed={topic === t}
              onClick={() => setTopic((current) => (current === t ? null : t))}
              className={topic === t ? buttonStyles.primary : buttonStyles.secondary}
            >
              {label}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={feelingLucky}
          disabled={!challenges}
          className={`${buttonStyles.ghost} ml-auto`}
        >
          I&apos;m feeling lucky
        </button>
      </div>

      {status === 'pending' && <p className="mt-8 text-slate-600">Loading challenges…</p>}
      {status === 'error' && (
        <div role="alert" className="mt-8 rounded-md border border-rose-200 bg-rose-50 p-4">
          <p className="text-rose-900">The challenges could not be loaded.</p>
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-3`}
            onClick={() => void refetch()}
          >
            Try again
          </button>
        </div>
      )}
      {status === 'success' && (
        <div
          role="region"
          aria-label="Challenges"
          className="mt-6 max-h-[504px] overflow-y-auto rounded-lg border border-slate-200"
        >
          <table className="w-full border-collapse text-left text-sm">
            <thead className="sticky top-0 bg-slate-50 text-slate-700">
              <tr>
                {['#', 'Title', 'Topic', 'Score', 'Difficulty', 'Status'].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((challenge, index) => {
                const difficulty = difficultyLabel(challenge.difficulty);
                const solved = challenge.submission_status === 'solved';
                return (
                  <tr
                    key={challenge.id}
                    className="h-14 border-t border-slate-200 hover:bg-slate-50"
                  >
                    <td className="px-4 text-slate-600">{index + 1}</td>
                    <td className="px-4">
                      <Link
                        to={challengePath(challenge)}
                        className="font-medium text-indigo-700 underline-offset-2 hover:underline"
                      >
                        {challenge.name}
                      </Link>
                    </td>
                    <td className="px-4">{topicLabels[challenge.topic]}</td>
                    <td className="px-4">{challenge.score}</td>
                    <td className="px-4">
                      <span
                        className={`rounded px-2 py-0.5 text-xs font-semibold ${difficultyStyles[difficulty]}`}
                      >
                        {difficulty}
                      </span>
                    </td>
                    <td className="px-4">
                      {solved ? (
                        <span
                          className="font-bold text-emerald-700"
                          aria-label="Solved"
                          title="Solved"
                        >
                          ✓
                        </span>
                      ) : (
                        <span className="sr-only">Not solved</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {shown.length === 0 && (
            <p className="p-4 text-slate-600">No challenges in this topic yet.</p>
          )}
        </div>
      )}
    </div>
  );
}
