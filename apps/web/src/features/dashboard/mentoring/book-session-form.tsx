import {
  bookingInputSchema,
  sessionKindLabels,
  sessionKinds,
  type BookableMentorsResponse,
  type SessionKind,
} from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { FormAlert, SelectField, TextAreaField } from '../../../components/ui/form-field.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { invalidateAfter } from '../../../lib/api/invalidation.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { bookSession } from './api.ts';
import { SlotOptions } from './slot-options.tsx';

interface BookingValues {
  mentorId: string;
  kind: SessionKind | '';
  startsAt: string;
  topic: string;
}

/** One mentor is chosen for the learner; with several, they choose. */
const initialBooking = (mentors: BookableMentorsResponse['mentors']): BookingValues => ({
  mentorId: mentors.length === 1 ? String(mentors[0]!.mentorId) : '',
  kind: 'mentorship',
  startsAt: '',
  topic: '',
});

/**
 * Books a 30-minute 1:1 with a mentor of the learner's batches: the mentor, the kind (mentorship
 * or a mock interview), one of their open times, and what to talk about. A time taken meanwhile
 * is the server's 409, shown on the form with the choices kept.
 */
export function BookSessionForm({
  mentors,
  timeZone,
}: {
  mentors: BookableMentorsResponse['mentors'];
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: bookingInputSchema,
    initialValues: initialBooking(mentors),
    submit: (body) => bookSession(body),
    onSuccess: async (_booked, helpers) => {
      toast.success('Session booked');
      helpers.reset();
      await invalidateAfter(queryClient, 'bookSession');
    },
  });
  const mentor = mentors.find((each) => String(each.mentorId) === form.values.mentorId);
  return (
    <form
      onSubmit={form.handleSubmit}
      aria-labelledby="book-session-title"
      noValidate
      className="mt-4 grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2"
    >
      <h3 id="book-session-title" className="font-semibold text-slate-900 sm:col-span-2">
        Book a session
      </h3>
      <SelectField label="Mentor" required {...form.field('mentorId')}>
        <option value="">Choose a mentor</option>
        {mentors.map((each) => (
          <option key={each.mentorId} value={each.mentorId}>
            {each.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Time"
        required
        hint={
          mentor && mentor.slots.length === 0 ? 'No open times in the next two weeks.' : undefined
        }
        {...form.field('startsAt')}
      >
        <SlotOptions slots={mentor?.slots ?? []} timeZone={timeZone} />
      </SelectField>
      <div className="sm:col-span-2">
        <RadioGroup
          legend="Kind"
          name="session-kind"
          options={sessionKinds.map((kind) => ({ value: kind, label: sessionKindLabels[kind] }))}
          value={form.values.kind}
          onChange={(value) => form.setValue('kind', value as SessionKind)}
          problems={form.problemsOf('kind')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="Topic (optional)" rows={2} maxLength={500} {...form.field('topic')} />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
          {form.pending ? 'Booking…' : 'Book session'}
        </button>
      </div>
      <FormAlert message={form.alert} className="sm:col-span-2" />
    </form>
  );
}
