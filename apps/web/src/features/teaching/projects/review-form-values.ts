import {
  projectMessages,
  projectReviewInputSchema,
  type ProjectReviewInput,
  type RubricCriterion,
} from '@launchpad/contract';
import type { FormSchema } from '../../../lib/use-schema-form.ts';

/** The review form's values: per criterion the index of its chosen level ('' before a choice). */
export interface ReviewValues {
  levels: string[];
  verdict: '' | ProjectReviewInput['verdict'];
  feedback: string;
}

export const emptyReview = (criteria: number): ReviewValues => ({
  levels: Array.from({ length: criteria }, () => ''),
  verdict: '',
  feedback: '',
});

/**
 * Judges a review: a criterion without a level is refused by its own group (the contract would
 * only see a shorter list); the rest is the contract's check.
 */
export const reviewFormSchema: FormSchema<ProjectReviewInput> = {
  safeParse(input) {
    const values = input as ReviewValues;
    const unmarked = values.levels.flatMap((level, index) =>
      level === ''
        ? [{ path: ['levels', index], message: projectMessages.levelForEveryCriterion }]
        : [],
    );
    const judged = projectReviewInputSchema.safeParse({
      verdict: values.verdict || undefined,
      feedback: values.feedback,
      levels: values.levels.map(Number),
    });
    if (judged.success && unmarked.length === 0) return { success: true, data: judged.data };
    return {
      success: false,
      error: { issues: [...unmarked, ...(judged.success ? [] : judged.error.issues)] },
    };
  },
};

/** The points a review gives so far: the chosen level of each criterion marked. */
export function pointsSoFar(rubric: readonly RubricCriterion[], levels: readonly string[]): number {
  return rubric.reduce((sum, criterion, index) => {
    const chosen = levels[index];
    if (chosen === undefined || chosen === '') return sum;
    return sum + (criterion.levels[Number(chosen)]?.points ?? 0);
  }, 0);
}
