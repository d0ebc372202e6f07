import type { MyProjectStatus } from '@launchpad/contract';

/** A status in words and a tone: the words carry it, the colour only repeats them. */
export const statusLabels: Record<MyProjectStatus, { label: string; tone: string }> = {
  not_submitted: { label: 'Not handed in', tone: 'bg-slate-200 text-slate-800' },
  awaiting_review: { label: 'Waiting for review', tone: 'bg-sky-100 text-sky-900' },
  needs_work: { label: 'Needs work', tone: 'bg-amber-100 text-amber-900' },
  passed: { label: 'Passed', tone: 'bg-emerald-100 text-emerald-900' },
};

export const badge = 'rounded px-1.5 py-0.5 text-xs font-semibold';

export const linkStyles = 'font-semibold text-indigo-700 underline hover:text-indigo-900';
