import { resendVerification } from '../../lib/api/resend-verification.ts';
import { useAsyncAction } from '../../lib/use-async-action.ts';
import { buttonStyles } from '../ui/button-styles.ts';

/** Mails a new verification link; the answer (sent, already verified, 429) shows as a toast. */
export function ResendVerificationButton() {
  const resend = useAsyncAction(resendVerification);
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      disabled={resend.pending}
      onClick={() => void resend.run(undefined)}
    >
      {resend.pending ? 'Sending...' : 'Resend'}
    </button>
  );
}
