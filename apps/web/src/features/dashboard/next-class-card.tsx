import { JOIN_OPENS_MINUTES_BEFORE, messages, type MyClass } from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { toast } from '../../lib/toast.ts';
import { useAsyncAction } from '../../lib/use-async-action.ts';
import { classCalendarUrl, joinClass } from './api/my-classes.ts';
import { ClassTime } from './class-time.tsx';
import { formatInstant } from '../../lib/instants.ts';
import { joinWindow, nextClassOf } from './class-times.ts';
import { useNow } from './use-now.ts';

const JOIN_TOAST_ID = 'join-class';

interface NextClassCardProps {
  classes: readonly MyClass[];
  timeZone: string;
}

/** Issue #32: the learner's next class, its Join button (live in its window) and its .ics file. */
export function NextClassCard({ classes, timeZone }: NextClassCardProps) {
  const now = useNow();
  const next = nextClassOf(classes, now);
  return (
    <section
      aria-labelledby="next-class-title"
      className="rounded-xl border border-indigo-200 bg-white p-6 shadow-sm"
    >
      <h2 id="next-class-title" className="text-lg font-semibold text-slate-900">
        Next class
      </h2>
      {next ? (
        // Keyed: a link kept from joining one class must not be offered for the next.
        <NextClass key={next.id} next={next} now={now} timeZone={timeZone} />
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {classes.length === 0 ? 'No class scheduled yet.' : 'No more classes scheduled.'}
        </p>
      )}
    </section>
  );
}

function NextClass({ next, now, timeZone }: { next: MyClass; now: number; timeZone: string }) {
  const joinState = joinWindow(next, now);
  const whenId = useId();
  return (
    <>
      <p className="mt-2 font-semibold text-slate-900">{next.title}</p>
      <ClassTime schedule={next} timeZone={timeZone} className="mt-1 text-sm text-slate-700" />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <JoinButton
          classId={next.id}
          open={joinState.state === 'open'}
          describedBy={joinState.state === 'before' ? whenId : undefined}
        />
        <a href={classCalendarUrl(next.id)} download className={buttonStyles.secondary}>
          Add to calendar
        </a>
      </div>
      {joinState.state === 'before' && (
        <p id={whenId} className="mt-3 text-sm text-slate-700">
          Join opens {formatInstant(joinState.opensAt, timeZone)}, {JOIN_OPENS_MINUTES_BEFORE}{' '}
          minutes before the start.
        </p>
      )}
    </>
  );
}

/**
 * A tab opened now, while the click still counts as the learner's: popup blockers (Safari's, and
 * Chrome's after a slow answer) refuse one opened once the Join call has answered. It cannot be
 * opened with 'noopener', which makes window.open return null, so the link back is cut by hand.
 */
function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

interface JoinButtonProps {
  classId: number;
  open: boolean;
  describedBy: string | undefined;
}

function JoinButton({ classId, open, describedBy }: JoinButtonProps) {
  const queryClient = useQueryClient();
  // The meeting link, shown when the browser blocked the tab.
  const [blockedLink, setBlockedLink] = useState<string | null>(null);
  const join = useAsyncAction<void>(async () => {
    const tab = openBlankTab();
    try {
      const { meetingLink } = await joinClass(classId);
      if (tab) tab.location.href = meetingLink;
      else setBlockedLink(meetingLink);
    } catch (error) {
      tab?.close();
      const message = error instanceof ApiError ? error.message : messages.somethingWentWrong;
      toast.error(message, { id: JOIN_TOAST_ID });
    } finally {
      // The first join marks the learner present, whatever the tab did.
      await invalidateAfter(queryClient, 'joinClass');
    }
  });
  return (
    <>
      <button
        type="button"
        className={buttonStyles.primary}
        disabled={!open || join.pending}
        aria-describedby={describedBy}
        onClick={() => void join.run()}
      >
        {join.pending ? 'Joining…' : 'Join'}
      </button>
      {blockedLink && (
        <a
          href={blockedLink}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-indigo-700 underline hover:text-indigo-900"
        >
          Open the class
        </a>
      )}
    </>
  );
}
