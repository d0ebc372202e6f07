import { weekdayCodes, type ClassSchedule, type WeekdayCode } from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import {
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/ui/form-field.tsx';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { toast } from '../../lib/toast.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { batchClassesQuery, setClassSchedule } from './api/teaching.ts';
import { scheduleFormSchema, scheduleValuesOf } from './class-forms.ts';
import { MentorOptions, mentorHint } from './mentor-options.tsx';

const weekdayNames: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

const countOf = (classes: readonly { cancelled: boolean }[]) => {
  const count = classes.filter((each) => !each.cancelled).length;
  return `${count} ${count === 1 ? 'class' : 'classes'} scheduled`;
};

/**
 * The team's rule for a batch's classes: the weekdays, the hours in a zone, the holidays, the
 * link and the mentor. Saving makes the classes from the batch's first day to its last; saving
 * again re-times the classes still to come (the server keeps those already held).
 */
export function ScheduleForm({
  batchId,
  schedule,
}: {
  batchId: number;
  schedule: ClassSchedule | null;
}) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: scheduleFormSchema,
    initialValues: scheduleValuesOf(schedule),
    submit: (body) => setClassSchedule(batchId, body),
    onSuccess: async (saved) => {
      toast.success(countOf(saved.classes));
      queryClient.setQueryData(batchClassesQuery(batchId).queryKey, saved);
      await invalidateAfter(queryClient, 'setClassSchedule');
    },
  });
  return (
    <section aria-labelledby="schedule-title" className="mt-8">
      <h2 id="schedule-title" className="text-xl font-bold text-slate-900">
        Schedule
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Classes are made every week from the batch&apos;s first day to its last. Saving again
        changes only the classes still to come.
      </p>
      <form
        onSubmit={form.handleSubmit}
        aria-labelledby="schedule-title"
        noValidate
        className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
      >
        <WeekdayPicker
          chosen={form.values.weekdays}
          problems={form.problemsOf('weekdays')}
          onChange={(weekdays) => form.setValue('weekdays', weekdays)}
        />
        <TextField label="Start time" type="time" required {...form.field('startTime')} />
        <TextField label="End time" type="time" required {...form.field('endTime')} />
        <TextField
          label="Time zone"
          hint="The zone the times are in, e.g. Asia/Kolkata."
          required
          {...form.field('timeZone')}
        />
        <TextAreaField
          label="Holidays"
          hint="No class on these days: one date (YYYY-MM-DD) per line, or separated by commas."
          rows={3}
          {...form.field('holidays')}
        />
        <TextField
          label="Meeting link"
          type="url"
          placeholder="https://…"
          hint="Learners get it with Join, from 15 minutes before each class."
          {...form.field('meetingLink')}
        />
        <SelectField label="Mentor" hint={mentorHint} {...form.field('mentorId')}>
          <MentorOptions batchId={batchId} />
        </SelectField>
        <div className="sm:col-span-2 lg:col-span-3">
          <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
            {form.pending ? 'Saving…' : 'Save schedule'}
          </button>
        </div>
        <FormAlert message={form.alert} className="sm:col-span-2 lg:col-span-3" />
      </form>
    </section>
  );
}

/** Checkboxes Monday to Sunday; the choice stays in calendar order, whatever the clicks. */
function WeekdayPicker({
  chosen,
  problems,
  onChange,
}: {
  chosen: readonly WeekdayCode[];
  problems: readonly string[];
  onChange: (weekdays: WeekdayCode[]) => void;
}) {
  const problemsId = useId();
  const toggle = (day: WeekdayCode, on: boolean) =>
    onChange(weekdayCodes.filter((code) => (code === day ? on : chosen.includes(code))));
  return (
    <fieldset className="sm:col-span-2 lg:col-span-3" aria-describedby={problemsId}>
      <legend className="text-sm font-medium text-slate-900">Weekdays</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {weekdayCodes.map((code) => (
          <label key={code} className="flex items-center gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              name="weekdays"
              value={code}
              checked={chosen.includes(code)}
              aria-invalid={problems.length > 0 ? true : undefined}
              onChange={(event) => toggle(code, event.target.checked)}
              className="size-4 accent-indigo-700"
            />
            {weekdayNames[code]}
          </label>
        ))}
      </div>
      <div id={problemsId} aria-live="polite" className="mt-1 text-sm text-red-700">
        {problems.map((problem) => (
          <p key={problem}>{problem}</p>
        ))}
      </div>
    </fieldset>
  );
}
