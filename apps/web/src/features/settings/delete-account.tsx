import { deleteAccountRequestSchema, type User } from '@launchpad/contract';
import type { FormEvent } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert, TextField } from '../../components/ui/form-field.tsx';
import { useEndSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { deleteAccount } from './api/delete-account.ts';

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Settings, Security: deletes the account for good. Typing the account's e-mail address is the
 * confirmation; the button works only once it matches.
 */
export function DeleteAccount({ user }: { user: User }) {
  const endSession = useEndSession();
  // A failure shows the server's refusal of the address by the field, any other reason on the form.
  const form = useSchemaForm({
    schema: deleteAccountRequestSchema,
    initialValues: { email: '' },
    submit: ({ email }) => deleteAccount(email),
    onSuccess: async ({ message }) => {
      toast.success(message);
      // The server cleared the session cookie; this browser forgets the user, like a sign-out.
      await endSession();
    },
  });
  const matches = normalise(form.values.email) === normalise(user.email);

  /** The button works only once the address matches; Enter in the field must not get round it. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (matches) form.handleSubmit(event);
    else event.preventDefault();
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
      <FormAlert message={form.alert} />
      <button type="submit" className={buttonStyles.danger} disabled={!matches || form.pending}>
        {form.pending ? 'Deleting...' : 'Delete my account'}
      </button>
    </form>
  );
}
