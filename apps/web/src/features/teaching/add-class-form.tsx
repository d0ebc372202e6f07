import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert, SelectField, TextField } from '../../components/ui/form-field.tsx';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { toast } from '../../lib/toast.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { addClass } from './api/teaching.ts';
import { classFailure } from './class-changes.tsx';
import { newClassFormSchema, type NewClassValues } from './class-forms.ts';
import { formatClassTime, INDIA } from './class-time.ts';
import { MentorOptions, mentorHint } from './mentor-options.tsx';

const emptyClass: NewClassValues = {
  title: '',
  day: '',
  start: '',
  end: '',
  meetingLink: '',
  mentorId: '',
};

/** A class outside the schedule (an extra session, a make-up class), in India time. */
export function AddClassForm({ batchId }: { batchId: number }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: newClassFormSchema,
    initialValues: emptyClass,
    submit: (body) => addClass(batchId, body),
    onSuccess: async (added, helpers) => {
      toast.success(`Class added: ${formatClassTime(added.startsAt, added.endsAt, INDIA)}`);
      helpers.reset();
      await invalidateAfter(queryClient, 'addClass');
    },
    onError: classFailure,
  });
  return (
    <section aria-labelledby="add-class-title" className="mt-10">
      <h2 id="add-class-title" className="text-xl font-bold text-slate-900">
        Add a class
      </h2>
      <form
        onSubmit={form.handleSubmit}
        aria-labelledby="add-class-title"
        noValidate
        className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
      >
        <TextField label="Title" required {...form.field('title')} />
        <TextField label="Date (India)" type="date" required {...form.field('day')} />
        <TextField label="Start (India)" type="time" required {...form.field('start')} />
        <TextField label="End (India)" type="time" required {...form.field('end')} />
        <TextField
          label="Meeting link"
          type="url"
          placeholder="https://…"
          {...form.field('meetingLink')}
        />
        <SelectField label="Mentor" hint={mentorHint} {...form.field('mentorId')}>
          <MentorOptions batchId={batchId} />
        </SelectField>
        <div className="sm:col-span-2 lg:col-span-3">
          <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
            {form.pending ? 'Adding…' : 'Add class'}
          </button>
        </div>
        <FormAlert message={form.alert} className="sm:col-span-2 lg:col-span-3" />
      </form>
    </section>
  );
}
