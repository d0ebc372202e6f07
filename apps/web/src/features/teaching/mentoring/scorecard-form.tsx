import {
  interviewAreaLabels,
  interviewAreas,
  scorecardInputSchema,
  type Booking,
  type InterviewArea,
} from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { FormAlert, TextAreaField } from '../../../components/ui/form-field.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { invalidateAfter } from '../../../lib/api/invalidation.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { saveScorecard } from './api.ts';

interface ScorecardValues {
  scores: Record<InterviewArea, string>;
  outcome: '' | 'ready' | 'not_yet';
  summary: string;
}

const emptyScorecard = (): ScorecardValues => ({
  scores: { problem_solving: '', javascript: '', react: '', communication: '' },
  outcome: '',
  summary: '',
});

const scoreOptions = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }));

/** A mock interview's scorecard: each area 1–5, ready or not yet, and a summary for the learner. */
export function ScorecardForm({ booking }: { booking: Booking }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: scorecardInputSchema,
    initialValues: emptyScorecard(),
    submit: (body) => saveScorecard(booking.id, body),
    onSuccess: async () => {
      toast.success('Scorecard saved');
      await invalidateAfter(queryClient, 'saveScorecard');
    },
  });
  const headingId = `scorecard-${booking.id}`;
  return (
    <form
      onSubmit={form.handleSubmit}
      aria-labelledby={headingId}
      noValidate
      className="mt-3 space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        Scorecard of {booking.learnerName}
      </h3>
      {interviewAreas.map((area) => (
        <RadioGroup
          key={area}
          legend={interviewAreaLabels[area]}
          name={`${headingId}-${area}`}
          options={scoreOptions}
          value={form.values.scores[area]}
          onChange={(value) => form.setValue(`scores.${area}`, value)}
          problems={form.problemsOf(`scores.${area}`)}
        />
      ))}
      <RadioGroup
        legend="Outcome"
        name={`${headingId}-outcome`}
        options={[
          { value: 'ready', label: 'Ready for interviews' },
          { value: 'not_yet', label: 'Not yet' },
        ]}
        value={form.values.outcome}
        onChange={(value) => form.setValue('outcome', value as ScorecardValues['outcome'])}
        problems={form.problemsOf('outcome')}
      />
      <TextAreaField label="Summary" rows={4} required {...form.field('summary')} />
      <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Save scorecard'}
      </button>
      <FormAlert message={form.alert} />
    </form>
  );
}
