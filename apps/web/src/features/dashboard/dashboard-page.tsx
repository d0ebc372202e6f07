import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { MySessions } from './mentoring/my-sessions.tsx';
import { MyProjects } from './projects/my-projects.tsx';
import { ChallengesCard } from './challenges-card.tsx';
import { ClassesCards } from './classes-cards.tsx';
import { CompletionCard } from './completion-card.tsx';
import { PaymentCards } from './payment-card.tsx';
import { ProgramBanner } from './program-banner.tsx';
import { ReferralCard } from './referral-card.tsx';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Welcome, {user.name}</h1>
      <div className="mt-8">
        <ProgramBanner user={user} />
      </div>
      <PaymentCards user={user} />
      <ClassesCards user={user} />
      <MyProjects user={user} />
      <MySessions user={user} />
      <CompletionCard user={user} />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <ChallengesCard user={user} />
        <ReferralCard user={user} />
      </div>
    </div>
  );
}
