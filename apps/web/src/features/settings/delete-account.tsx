import { deleteAccountRequestSchema, messages, type User } from '@launchpad/contract';
import { useState, type FormEvent } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { TextField } from '../../components/ui/form-field.tsx';
import { FormAlert } from '../../components/ui/password-field.tsx';
import { api, ApiError } from '../../lib/api-client.ts';
import { useEndSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useAsyncAction } from '../../lib/use-async-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Settings, Security: deletes the account for good. Typing the account's e-mail address is the
 * confirmation; the button works only once it matches.
 */
export function DeleteAccount({ user }: { user: User }) {
  const endSession = useEndSession();
  const form = useSchemaForm(deleteAccountRequestSchema, { email: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const matches = normalise(form.values.email) === normalise(user.email);

  const remove = useAsyncAction(
    async ({ email, element }: { email: string; element: HTMLFormElement }) => {
      setFailure(null);
      let message: string;
      try {
        ({ message } = await api.delete<{ message: string }>('/account', { email }));
      } catch (error) {
        if (!(error instanceof ApiError) || !error.fromServer) {
          setFailure(messages.somethingWentWrong);
        } else if (error.fieldErrors.email) {
          form.showErrors(error.fieldErrors, element);
        } else {
          setFailure(error.message);
        }
        return;
      }
      toast.success(message);
      // The server cleared the session cookie; this browser forgets the user, like a sign-out.
      await endSession();
    },
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const request = form.validate(element);
    if (request && matches) void remove.run({ email: request.email, element });
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="security-delete" className="max-w-xl space-y-4">
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          Deleting your account removes your profile, your sessions on every device, your challenge
          progress and submissions, and the files you uploaded (photo and resume). This cannot be
          undone.
        </p>
        <p>
          Enrollment requests and messages you sent to the team stay with the team as their records.
        </p>
      </div>
      <TextField
        label={`To confirm, type your e-mail address (${user.email})`}
        type="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.field('email')}
      />
      <FormAlert message={failure} />
      <button type="submit" className={buttonStyles.danger} disabled={!matches || remove.pending}>
        {remove.pending ? 'Deleting...' : 'Delete my account'}
      </button>
    </form>
  );
}
