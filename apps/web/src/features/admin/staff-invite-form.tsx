import { staffInviteRequestSchema } from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { SelectField, TextField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { shellMessages } from '../../lib/shell-messages.ts';
import { toast } from '../../lib/toast.ts';
import { fieldErrorsOf, useSchemaForm } from '../../lib/use-schema-form.ts';
import { inviteStaff } from './api/staff.ts';

/**
 * Mails a single-use invite to join the team or to mentor. The server's answer ('Invite sent to
 * …', or why not: 'already a mentor') is a toast; a problem with a field shows under it.
 */
export function StaffInviteForm() {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: staffInviteRequestSchema,
    // Mentors are invited far more often than the team.
    initialValues: { email: '', role: 'mentor' },
    submit: (body) => inviteStaff(body),
    onSuccess: async (answer, helpers) => {
      toast.success(answer.message);
      helpers.reset();
      await invalidateAfter(queryClient, 'inviteStaff');
    },
    onError: (error, helpers) => {
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).some(helpers.hasField)) return { fieldErrors };
      return {
        toast:
          error instanceof ApiError && error.fromServer
            ? error.message
            : shellMessages.somethingWentWrong,
      };
    },
  });
  return (
    <section aria-labelledby="invite-title" className="mt-8">
      <h2 id="invite-title" className="text-xl font-bold text-slate-900">
        Invite
      </h2>
      <form
        onSubmit={form.handleSubmit}
        aria-labelledby="invite-title"
        noValidate
        className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[2fr_1fr_auto] sm:items-start"
      >
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          required
          hint="The invite works only for an account with this address."
          {...form.field('email')}
        />
        <SelectField label="Role" {...form.field('role')}>
          <option value="mentor">Mentor</option>
          <option value="team">Team</option>
        </SelectField>
        {/* Lined up with the fields, under their labels' height. */}
        <button type="submit" className={`${buttonStyles.primary} sm:mt-6`} disabled={form.pending}>
          {form.pending ? 'Sending…' : 'Send invite'}
        </button>
      </form>
    </section>
  );
}
