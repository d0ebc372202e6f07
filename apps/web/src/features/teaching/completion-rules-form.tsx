import {
  completionRulesSchema,
  type CompletionRules,
  type CompletionRulesInput,
} from '@launchpad/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { CheckboxField, FormAlert, TextField } from '../../components/ui/form-field.tsx';
import { cohortApi, cohortQuery } from '../../lib/api/cohort-api.ts';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { toast } from '../../lib/toast.ts';
import { useSchemaForm, type FormSchema } from '../../lib/use-schema-form.ts';

interface RulesValues {
  minAttendancePercent: string;
  allProjectsPassed: boolean;
  minVerifiedChallenges: string;
}

/**
 * The contract's check, except that an empty number is refused: z.coerce would read '' as 0 and
 * save a rule nobody wrote.
 */
const rulesFormSchema: FormSchema<CompletionRules> = {
  safeParse: (input) => {
    const values = input as RulesValues;
    return completionRulesSchema.safeParse({
      ...values,
      minAttendancePercent: values.minAttendancePercent.trim() || undefined,
      minVerifiedChallenges: values.minVerifiedChallenges.trim() || undefined,
    } satisfies Record<keyof CompletionRulesInput, unknown>);
  },
};

/**
 * What completing the batch takes (issue #33), for the team: the share of classes a learner must
 * attend, whether every project must pass, and how many challenges the server's grader must have
 * verified. The certificates page issues only to those who meet them (or with a written reason).
 */
export function CompletionRulesForm({ batchId }: { batchId: number }) {
  const rules = useQuery(cohortQuery('completionRules', { params: { id: batchId } }));
  if (!rules.data) return null;
  return <RulesForm batchId={batchId} rules={rules.data} />;
}

function RulesForm({ batchId, rules }: { batchId: number; rules: CompletionRules }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: rulesFormSchema,
    initialValues: {
      minAttendancePercent: String(rules.minAttendancePercent),
      allProjectsPassed: rules.allProjectsPassed,
      minVerifiedChallenges: String(rules.minVerifiedChallenges),
    },
    submit: (body) => cohortApi.call('setCompletionRules', { params: { id: batchId }, body }),
    onSuccess: async () => {
      toast.success('Completion rules saved');
      await invalidateAfter(queryClient, 'setCompletionRules');
    },
  });
  return (
    <section aria-labelledby="completion-rules-title" className="mt-10">
      <h2 id="completion-rules-title" className="text-xl font-bold text-slate-900">
        Completion rules
      </h2>
      <form
        onSubmit={form.handleSubmit}
        aria-labelledby="completion-rules-title"
        noValidate
        className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-900"
      >
        <TextField
          label="Attendance needed (%)"
          inputMode="numeric"
          required
          hint="Of the classes held; excused classes count neither way."
          {...form.field('minAttendancePercent')}
        />
        <TextField
          label="Verified challenges needed"
          inputMode="numeric"
          required
          hint="Solved and verified by the server's grader."
          {...form.field('minVerifiedChallenges')}
        />
        <div className="sm:col-span-2">
          <CheckboxField
            label="Every project must pass"
            name="allProjectsPassed"
            checked={form.values.allProjectsPassed}
            onChange={(event) => form.setValue('allProjectsPassed', event.target.checked)}
            problems={form.problemsOf('allProjectsPassed')}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
            {form.pending ? 'Saving…' : 'Save completion rules'}
          </button>
        </div>
        <FormAlert message={form.alert} />
      </form>
    </section>
  );
}
