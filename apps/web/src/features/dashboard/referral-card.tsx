import { messages, REFERRAL_POINTS, type User } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { toast } from '../../lib/toast.ts';
import { referralQuery } from './api/my-referrals.ts';

export const REFERRAL_COPIED = 'Referral code copied to clipboard!';

/** Product rules §5: a referral needs a user name of at least 2 characters. */
function hasUsableName(user: User): boolean {
  return user.name.trim().length >= 2 && user.userName.trim().length >= 2;
}

/** Product rules §2 Dashboard: Refer & Earn, with the learner's real code, referrals and points. */
export function ReferralCard({ user }: { user: User }) {
  const { data: referral, status } = useQuery(referralQuery);

  async function share(code: string) {
    if (!hasUsableName(user)) {
      window.alert(messages.referralNeedsName);
      return;
    }
    try {
      await navigator.clipboard.writeText(code);
      toast.success(REFERRAL_COPIED);
    } catch (error) {
      // Clipboard access can be refused (permissions, an insecure origin); the code stays visible.
      console.error('Copying the referral code failed:', error);
      toast.error(`Could not copy. Your referral code is ${code}.`);
    }
  }

  const pending = status === 'pending' ? '…' : '–';
  return (
    <section
      aria-labelledby="referral-card-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="referral-card-title" className="text-lg font-semibold text-slate-900">
        Refer &amp; Earn
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Earn {REFERRAL_POINTS} referral points for every successful referral: a friend who enrolls
        with your code. Referral points are counted apart from your challenge points.
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
        <div className="rounded-md bg-slate-50 px-3 py-2">
          <dt className="text-slate-600">Referral points</dt>
          <dd className="text-xl font-bold text-slate-900" data-testid="referral-points">
            {referral?.points ?? pending}
          </dd>
        </div>
        <div className="rounded-md bg-slate-50 px-3 py-2">
          <dt className="text-slate-600">Referrals</dt>
          <dd className="text-xl font-bold text-slate-900" data-testid="referral-count">
            {referral?.referrals ?? pending}
          </dd>
        </div>
        <div className="rounded-md bg-slate-50 px-3 py-2">
          <dt className="text-slate-600">Your code</dt>
          <dd
            className="font-mono text-base font-semibold text-slate-900"
            data-testid="referral-code"
          >
            {referral?.code ?? pending}
          </dd>
        </div>
      </dl>
      {status === 'error' && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Your referral details could not be loaded.
        </p>
      )}
      <button
        type="button"
        className={`${buttonStyles.primary} mt-5`}
        disabled={!referral}
        onClick={() => {
          if (referral) void share(referral.code);
        }}
      >
        Share Referral Code
      </button>
    </section>
  );
}
