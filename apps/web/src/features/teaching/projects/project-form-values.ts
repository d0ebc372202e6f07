import { projectInputSchema, type ProjectInput } from '@launchpad/contract';
import type { FormSchema } from '../../../lib/use-schema-form.ts';
import { INDIA, zonedTimeToIso } from '../class-time.ts';

/**
 * The new-project form's values, as its fields hold them (text), and how they become what the
 * server takes, judged by the contract's own schema. The due instant is typed in India time.
 */

export interface LevelValues {
  label: string;
  points: string;
}

export interface CriterionValues {
  name: string;
  levels: LevelValues[];
}

export interface NewProjectValues {
  week: string;
  title: string;
  brief: string;
  /** 'YYYY-MM-DD' in India. */
  dueDay: string;
  /** 'HH:MM' in India. */
  dueTime: string;
  rubric: CriterionValues[];
  /** Open each hand-in's live site and attach an accessibility report. */
  liveCheck: boolean;
}

/** The contract's bounds on a rubric, which the builder's buttons keep to. */
export const RUBRIC_LIMITS = { criteria: 10, levelsMin: 2, levelsMax: 5 } as const;

/** Most rubrics grade each criterion on the same scale: the builder starts each with it. */
export const defaultLevels = (): LevelValues[] => [
  { label: 'Missing', points: '0' },
  { label: 'Partly', points: '1' },
  { label: 'Fully', points: '2' },
];

export const emptyCriterion = (): CriterionValues => ({ name: '', levels: defaultLevels() });

export const emptyProject = (): NewProjectValues => ({
  week: '',
  title: '',
  brief: '',
  dueDay: '',
  dueTime: '23:59',
  rubric: [emptyCriterion()],
  liveCheck: false,
});

type Issue = { path: PropertyKey[]; message: string };

/** '' is refused as a number, not read as 0 (z.coerce would save points nobody typed). */
const numberOrMissing = (text: string) => text.trim() || undefined;

/**
 * Judges the form: the due day and time must name an instant in India (their problems show by
 * those fields); everything else is the contract's check, whose `dueAt` problems go by 'Due date'.
 */
export const newProjectFormSchema: FormSchema<ProjectInput> = {
  safeParse(input) {
    const values = input as NewProjectValues;
    const timeIssues: Issue[] = [];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.dueDay)) {
      timeIssues.push({ path: ['dueDay'], message: 'Choose a due date' });
    }
    if (!/^\d{2}:\d{2}$/.test(values.dueTime)) {
      timeIssues.push({ path: ['dueTime'], message: 'Due time must be a time of day (HH:MM)' });
    }
    const judged = projectInputSchema.safeParse({
      week: numberOrMissing(values.week),
      title: values.title,
      brief: values.brief,
      dueAt: zonedTimeToIso(values.dueDay, values.dueTime, INDIA) ?? '',
      rubric: values.rubric.map((criterion) => ({
        name: criterion.name,
        levels: criterion.levels.map((level) => ({
          label: level.label,
          points: numberOrMissing(level.points),
        })),
      })),
      liveCheck: values.liveCheck,
    });
    const issues = judged.success
      ? []
      : judged.error.issues
          .filter((issue) => issue.path[0] !== 'dueAt' || timeIssues.length === 0)
          .map((issue) => (issue.path[0] === 'dueAt' ? { ...issue, path: ['dueDay'] } : issue));
    if (judged.success && timeIssues.length === 0) return { success: true, data: judged.data };
    return { success: false, error: { issues: [...timeIssues, ...issues] } };
  },
};
