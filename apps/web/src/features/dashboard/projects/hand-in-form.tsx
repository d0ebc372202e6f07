import { projectSubmissionInputSchema, type MyProject } from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { invalidateAfter } from '../../../lib/api/invalidation.ts';
import { refusalText } from '../../../lib/api/refusal.ts';
import { toast } from '../../../lib/toast.ts';
import { fieldErrorsOf, useSchemaForm } from '../../../lib/use-schema-form.ts';
import { submitProject } from './api/my-projects.ts';

/** The longest note the contract takes (projectSubmissionInputSchema's `note`). */
const NOTE_MAX = 2000;

/**
 * Hands a project in, or in again after 'needs work'. A problem with a link shows under it; any
 * other refusal (already waiting for a review, already passed) is a toast, and what the learner
 * typed stays.
 */
export function HandInForm({ project }: { project: MyProject }) {
  const queryClient = useQueryClient();
  const again = project.status === 'needs_work';
  // Most resubmissions fix the same repository and site: the last links save typing them again.
  const last = project.submissions[0];
  const headingId = `hand-in-${project.id}`;
  const form = useSchemaForm({
    schema: projectSubmissionInputSchema,
    initialValues: {
      repositoryUrl: last?.repositoryUrl ?? '',
      liveUrl: last?.liveUrl ?? '',
      note: '',
    },
    submit: (body) => submitProject(project.id, body),
    onSuccess: async () => {
      toast.success('Project handed in');
      // The refetch says 'Waiting for review', and the form gives way to it.
      await invalidateAfter(queryClient, 'submitProject');
    },
    onError: (error, helpers) => {
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).some(helpers.hasField)) return { fieldErrors };
      return {
        toast: refusalText(error),
      };
    },
  });
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-200 pt-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {again ? 'Hand it in again' : 'Hand it in'}
      </h4>
      <form
        onSubmit={form.handleSubmit}
        aria-labelledby={headingId}
        noValidate
        className="mt-3 grid gap-4 sm:grid-cols-2"
      >
        <TextField
          label="Repository link"
          type="url"
          inputMode="url"
          placeholder="https://github.com/you/project"
          required
          {...form.field('repositoryUrl')}
        />
        <TextField
          label="Live link"
          type="url"
          inputMode="url"
          placeholder="https://you.github.io/project"
          required
          {...form.field('liveUrl')}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label="Note (optional)"
            rows={3}
            maxLength={NOTE_MAX}
            hint="Anything your mentor should know: what you changed, what you are unsure of."
            {...form.field('note')}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
            {form.pending ? 'Handing in…' : again ? 'Hand in again' : 'Hand in'}
          </button>
        </div>
      </form>
    </section>
  );
}
