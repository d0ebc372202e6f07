import { messages, type AttendanceStatus, type MyClass } from '@launchpad/contract';
import { useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { TextField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useAsyncAction } from '../../lib/use-async-action.ts';
import { resetCalendarFeed } from './api/my-classes.ts';
import { ClassReminders } from './class-reminders.tsx';
import { ClassTime } from './class-time.tsx';

export const CALENDAR_LINK_COPIED = 'Calendar link copied.';

const attendanceLabels: Record<AttendanceStatus, { label: string; tone: string }> = {
  present: { label: 'Present', tone: 'bg-emerald-100 text-emerald-900' },
  late: { label: 'Late', tone: 'bg-amber-100 text-amber-900' },
  absent: { label: 'Absent', tone: 'bg-rose-100 text-rose-900' },
  excused: { label: 'Excused', tone: 'bg-slate-200 text-slate-800' },
};

const badge = 'rounded px-1.5 py-0.5 text-xs font-semibold';

interface YourClassesProps {
  classes: readonly MyClass[];
  timeZone: string;
  /** Whether the learner gets reminder mails before each class. */
  remindersOn: boolean;
}

/**
 * Issue #32: every class of the learner's batches, their attendance and recordings; the reminder
 * mails and the feed.
 */
export function YourClasses({ classes, timeZone, remindersOn }: YourClassesProps) {
  return (
    <section
      aria-labelledby="your-classes-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="your-classes-title" className="text-lg font-semibold text-slate-900">
        Your classes
      </h2>
      {/* Closed at first: a batch has dozens of classes, and the card above says the next. */}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-indigo-800">
          All classes ({classes.length})
        </summary>
        <ol className="mt-2 divide-y divide-slate-200">
          {classes.map((each) => (
            <ClassRow key={each.id} each={each} timeZone={timeZone} />
          ))}
        </ol>
      </details>
      <ClassReminders remindersOn={remindersOn} />
      <CalendarSubscription />
    </section>
  );
}

function ClassRow({ each, timeZone }: { each: MyClass; timeZone: string }) {
  const attendance = each.attendance && attendanceLabels[each.attendance];
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 text-sm">
      <div className={each.cancelled ? 'text-slate-600 line-through' : 'text-slate-700'}>
        <p className="font-medium text-slate-900">{each.title}</p>
        <ClassTime schedule={each} timeZone={timeZone} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {/* In words too: a line-through alone is not read out. */}
        {each.cancelled && (
          <span className={`${badge} bg-slate-200 text-slate-800`}>Cancelled</span>
        )}
        {attendance && (
          <span className={`${badge} ${attendance.tone}`}>
            <span className="sr-only">Attendance: </span>
            {attendance.label}
          </span>
        )}
        {each.recordingUrl && (
          <a
            href={each.recordingUrl}
            target="_blank"
            rel="noopener noreferrer"
            // Every row has one: the name says whose (and starts with the words shown).
            aria-label={`Recording of ${each.title}`}
            className="font-semibold text-indigo-700 underline hover:text-indigo-900"
          >
            Recording
          </a>
        )}
      </div>
    </li>
  );
}

/**
 * A private feed address for calendar apps ('Subscribe', 'From URL'): moved and cancelled classes
 * follow there by themselves. The server shows it once, so each press makes a new one.
 */
function CalendarSubscription() {
  const [url, setUrl] = useState<string | null>(null);
  const reset = useAsyncAction<void>(async () => {
    try {
      setUrl((await resetCalendarFeed()).url);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong);
    }
  });

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(CALENDAR_LINK_COPIED);
    } catch (error) {
      // Clipboard access can be refused; the link stays in the field to copy by hand.
      console.error('Copying the calendar link failed:', error);
      toast.error('Could not copy. Select the link in the field and copy it.');
    }
  }

  return (
    <section aria-labelledby="calendar-feed-title" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="calendar-feed-title" className="font-semibold text-slate-900">
        Subscribe in your calendar
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Add your classes to Google Calendar, Outlook or Apple Calendar once: moved and cancelled
        classes change there by themselves. Getting a new link stops the old one.
      </p>
      {url && (
        <div className="mt-3">
          <TextField
            label="Your calendar link"
            hint="Keep it private: anyone with it sees your classes."
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        {url && (
          <button type="button" className={buttonStyles.primary} onClick={() => void copy(url)}>
            Copy
          </button>
        )}
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={reset.pending}
          onClick={() => void reset.run()}
        >
          {url ? 'Get a new link' : 'Get my calendar link'}
        </button>
      </div>
    </section>
  );
}
