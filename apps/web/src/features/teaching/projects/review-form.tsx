import type { SubmissionForReview } from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { FormAlert, TextAreaField } from '../../../components/ui/form-field.tsx';
import { invalidateAfter } from '../../../lib/api/invalidation.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useNavigate } from '../../../router/index.ts';
import { claimSubmission, reviewSubmission } from './api.ts';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { emptyReview, pointsSoFar, reviewFormSchema } from './review-form-values.ts';

const pointsWord = (points: number) => (points === 1 ? 'point' : 'points');

/**
 * The review itself (issue #33): a level for each criterion of the rubric, the verdict and the
 * feedback in markdown, all native controls in the reading order, so that a review is done with
 * Tab, the arrow keys and Enter. Sent, the mentor is back on the queue for the next hand-in.
 */
export function ReviewForm({ review }: { review: SubmissionForReview }) {
  const { project, submission } = review;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: reviewFormSchema,
    initialValues: emptyReview(project.rubric.length),
    // The claim first, again: it renews the caller's own (or takes back one that ran out while
    // they wrote), so a long review is not refused and its words are kept. Only another mentor's
    // claim taken meanwhile refuses it, and the form says so with everything still typed.
    submit: async (body) => {
      await claimSubmission(submission.id);
      return reviewSubmission(submission.id, body);
    },
    onSuccess: async () => {
      toast.success('Review sent');
      await invalidateAfter(queryClient, 'reviewSubmission');
      await navigate(paths.teachingReviews);
    },
  });
  const points = pointsSoFar(project.rubric, form.values.levels);
  return (
    <section aria-labelledby="review-form-title" className="mt-8">
      <h2 id="review-form-title" className="text-xl font-bold text-slate-900">
        Your review
      </h2>
      <form
        onSubmit={form.handleSubmit}
        aria-labelledby="review-form-title"
        noValidate
        className="mt-4 space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {project.rubric.map((criterion, index) => (
          <RadioGroup
            key={criterion.name}
            legend={criterion.name}
            name={`level-${index}`}
            options={criterion.levels.map((level, at) => ({
              value: String(at),
              label: `${level.label} (${level.points} ${pointsWord(level.points)})`,
            }))}
            value={form.values.levels[index] ?? ''}
            onChange={(value) => form.setValue(`levels.${index}`, value)}
            problems={form.problemsOf(`levels.${index}`)}
          />
        ))}
        <p className="text-sm font-semibold text-slate-900" aria-live="polite">
          {points} of {project.maxPoints} {pointsWord(project.maxPoints)}
        </p>
        <RadioGroup
          legend="Verdict"
          name="verdict"
          options={[
            { value: 'passed', label: 'Passed' },
            { value: 'needs_work', label: 'Needs work' },
          ]}
          value={form.values.verdict}
          onChange={(value) => form.setValue('verdict', value as typeof form.values.verdict)}
          problems={form.problemsOf('verdict')}
        />
        <TextAreaField
          label="Feedback"
          rows={8}
          required
          hint="Markdown: lists, links, code. The learner reads it with the verdict and points."
          {...form.field('feedback')}
        />
        <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
          {form.pending ? 'Sending…' : 'Send review'}
        </button>
        <FormAlert message={form.alert} />
      </form>
    </section>
  );
}
