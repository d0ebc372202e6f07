import {
  programModules,
  topicFilters,
  topicLabelPhrase,
  type ChallengeListItem,
  type Topic,
} from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { challengePath } from '../../lib/paths.ts';
import { programModuleLabel } from '../../lib/program-modules.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { challengeListQuery } from './api/list-challenges.ts';
import { nextUp, pathSections, progressText, type PathSection } from './list/challenge-path.ts';
import { ChallengeStatus } from './list/challenge-status.tsx';
import { useMediaQuery } from './list/use-media-query.ts';
import { difficultyLabel, topicLabels } from './topics.ts';

export const ALL_SOLVED_MESSAGE = "You've solved all challenges! 🎉";

/** From this width the list is a table; below it, a list of cards (phones). */
const TABLE_QUERY = '(min-width: 640px)';

const difficultyStyles = {
  Easy: 'bg-emerald-50 text-emerald-800',
  Medium: 'bg-amber-50 text-amber-900',
  Hard: 'bg-rose-50 text-rose-800',
} as const;

const linkClass = 'font-medium text-indigo-700 underline-offset-2 hover:underline';

/** The module a `?module=N` address asks for, or null (all modules) for anything else. */
export function moduleOfSearch(params: URLSearchParams): number | null {
  const value = Number(params.get('module'));
  return programModules.some(({ number }) => number === value) ? value : null;
}

/** Product rules §4 Feeling lucky: a random challenge the learner has not solved yet. */
export function pickUnsolved(
  challenges: ChallengeListItem[],
  random: () => number = Math.random,
): ChallengeListItem | undefined {
  const unsolved = challenges.filter((c) => c.submission_status !== 'solved');
  return unsolved[Math.floor(random() * unsolved.length)];
}

function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const label = difficultyLabel(difficulty);
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${difficultyStyles[label]}`}>
      {label}
    </span>
  );
}

/** Where the learner goes next: the first unsolved challenge on the path. */
function NextUp({ challenge }: { challenge: ChallengeListItem }) {
  return (
    <section
      aria-labelledby="next-up-title"
      className="mt-6 rounded-lg border border-indigo-200 bg-indigo-50 p-4"
    >
      <h2
        id="next-up-title"
        className="text-sm font-semibold tracking-wide text-indigo-900 uppercase"
      >
        Next up
      </h2>
      <p className="mt-1 text-lg">
        <Link to={challengePath(challenge)} className={linkClass}>
          {challenge.name}
        </Link>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {topicLabels[challenge.topic]} · {difficultyLabel(challenge.difficulty)}
      </p>
    </section>
  );
}

interface RowsProps {
  section: PathSection;
  /** The challenge's place on the path as shown (the # column). */
  numberOf: (challenge: ChallengeListItem) => number;
}

/** Product rules §2 Challenge list: the table, scrolling past 8 rows (504 px). */
function ChallengeTable({ section, numberOf }: RowsProps) {
  return (
    // Positioned, so that nothing absolutely positioned inside escapes the scroll box.
    <div className="relative mt-3 max-h-[504px] overflow-y-auto rounded-lg border border-slate-200">
      <table
        aria-labelledby={`path-${section.id}`}
        className="w-full table-fixed border-collapse text-left text-sm"
      >
        <colgroup>
          <col className="w-12" />
          <col />
          <col className="w-28" />
          <col className="w-20" />
          <col className="w-28" />
          <col className="w-24" />
        </colgroup>
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
          {section.items.map((challenge) => (
            <tr key={challenge.id} className="h-14 border-t border-slate-200 hover:bg-slate-50">
              <td className="px-4 text-slate-600">{numberOf(challenge)}</td>
              <td className="px-4 py-2">
                <Link to={challengePath(challenge)} className={linkClass}>
                  {challenge.name}
                </Link>
              </td>
              <td className="px-4">{topicLabels[challenge.topic]}</td>
              <td className="px-4">{challenge.score}</td>
              <td className="px-4">
                <DifficultyBadge difficulty={challenge.difficulty} />
              </td>
              <td className="px-4">
                <ChallengeStatus challenge={challenge} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Under 640 px: one card per challenge, the whole card a link to it. */
function ChallengeCards({ section, numberOf }: RowsProps) {
  return (
    <ul
      aria-labelledby={`path-${section.id}`}
      className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200"
    >
      {section.items.map((challenge) => (
        <li key={challenge.id} className="relative flex items-start gap-3 p-4 hover:bg-slate-50">
          <span className="w-6 shrink-0 text-sm text-slate-600">{numberOf(challenge)}</span>
          <div className="min-w-0 flex-1">
            <Link
              to={challengePath(challenge)}
              className={`${linkClass} break-words after:absolute after:inset-0`}
            >
              {challenge.name}
            </Link>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
              <span>{topicLabels[challenge.topic]}</span>
              <span aria-hidden="true">·</span>
              <span>{challenge.score} points</span>
              <DifficultyBadge difficulty={challenge.difficulty} />
            </p>
          </div>
          <ChallengeStatus challenge={challenge} />
        </li>
      ))}
    </ul>
  );
}

function SectionProgress({ section }: { section: PathSection }) {
  const total = section.items.length;
  const share = total === 0 ? 0 : section.solved / total;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`path-${section.id}`} className="text-xl font-semibold text-slate-900">
          {section.title}
        </h2>
        <p className="text-sm text-slate-700">{progressText(section.solved, total)}</p>
      </div>
      {/* The sentence beside it says the same to screen readers. */}
      <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${share * 100}%` }} />
      </div>
    </>
  );
}

export function ChallengeListPage() {
  useDocumentTitle('Frontend Challenges');
  const navigate = useNavigate();
  const { data: challenges, status, refetch } = useQuery(challengeListQuery);
  const [topic, setTopic] = useState<Topic | null>(null);
  // In the address, so the dashboard's per-module rows can link to a module's challenges.
  const [params, setParams] = useSearchParams();
  const module = moduleOfSearch(params);
  const wide = useMediaQuery(TABLE_QUERY, true);

  const sections = pathSections(challenges ?? [], topic, module);
  const shown = sections.flatMap((section) => section.items);
  const numbers = new Map(shown.map((challenge, index) => [challenge.id, index + 1]));
  const numberOf = (challenge: ChallengeListItem) => numbers.get(challenge.id) ?? 0;
  const next = nextUp(challenges ?? []);
  const Rows = wide ? ChallengeTable : ChallengeCards;

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

      {status === 'success' && next && <NextUp challenge={next} />}

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
        {/* Full width on a phone: the longest module title is wider than a 360 px screen. */}
        <label className="flex w-full min-w-0 items-center gap-2 text-sm font-medium text-slate-800 sm:w-auto">
          Module
          <select
            value={module ?? ''}
            onChange={(event) =>
              void setParams(event.target.value ? { module: event.target.value } : {}, {
                replace: true,
              })
            }
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm sm:max-w-xs"
          >
            <option value="">All modules</option>
            {programModules.map(({ number }) => (
              <option key={number} value={number}>
                {programModuleLabel(number)}
              </option>
            ))}
          </select>
        </label>
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
      {status === 'success' &&
        sections.map((section) => (
          <section key={section.id} aria-labelledby={`path-${section.id}`} className="mt-8">
            <SectionProgress section={section} />
            {section.items.length > 0 ? (
              <Rows section={section} numberOf={numberOf} />
            ) : (
              <p className="mt-3 text-slate-600">
                {topic === null
                  ? 'No challenges in this module yet.'
                  : 'No challenges in this topic yet.'}
              </p>
            )}
          </section>
        ))}
      {status === 'success' && sections.length === 0 && (
        <p className="mt-8 text-slate-600">No challenges yet.</p>
      )}
    </div>
  );
}
