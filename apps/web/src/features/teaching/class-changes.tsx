import type { BatchClass } from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert, TextField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { toast } from '../../lib/toast.ts';
import {
  serverFailure,
  useSchemaForm,
  type Failure,
  type FormHelpers,
} from '../../lib/use-schema-form.ts';
import { batchClassesQuery, updateClass } from './api/teaching.ts';
import { classFieldErrors, moveFormSchema } from './class-forms.ts';
import { dayIn, formatClassDay, formatClassTime, INDIA, timeIn } from './class-time.ts';

/** Puts a changed class into its batch's list, then reads what the change touched again. */
function useStoreClass(batchId: number) {
  const queryClient = useQueryClient();
  return async (saved: BatchClass) => {
    queryClient.setQueryData(
      batchClassesQuery(batchId).queryKey,
      (data) =>
        data && {
          ...data,
          classes: data.classes.map((each) => (each.id === saved.id ? saved : each)),
        },
    );
    await invalidateAfter(queryClient, 'updateClass');
  };
}

/**
 * A failed class call: the server's problems by the form's fields (its `startsAt` by Start), any
 * other refusal on the form.
 */
export function classFailure<Values>(error: unknown, form: FormHelpers<Values>): Failure {
  const fieldErrors = classFieldErrors(error);
  return Object.keys(fieldErrors).some(form.hasField)
    ? { fieldErrors }
    : serverFailure(error, () => false);
}

/** The team's buttons of one class: cancel it or restore it, and open its Move form. */
export function ClassActions({
  batchId,
  klass,
  moving,
  onMove,
}: {
  batchId: number;
  klass: BatchClass;
  moving: boolean;
  onMove: () => void;
}) {
  const store = useStoreClass(batchId);
  const [pending, setPending] = useState(false);
  const day = formatClassDay(klass.startsAt, INDIA);

  async function setCancelled(cancelled: boolean) {
    setPending(true);
    try {
      await store(await updateClass(klass.id, { cancelled }));
      // Learners' calendars follow: the server raises the class's SEQUENCE.
      toast.success(cancelled ? `Class of ${day} cancelled` : `Class of ${day} restored`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'The class could not be changed.');
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={pending}
        aria-label={klass.cancelled ? `Restore the class of ${day}` : `Cancel class of ${day}`}
        onClick={() => void setCancelled(!klass.cancelled)}
      >
        {klass.cancelled ? 'Restore' : 'Cancel class'}
      </button>
      <button
        type="button"
        className={buttonStyles.secondary}
        aria-expanded={moving}
        aria-label={`Move class of ${day}`}
        onClick={onMove}
      >
        Move
      </button>
    </div>
  );
}

/** A class's new day and hours, in India time; only its times are sent. */
export function MoveClassForm({
  batchId,
  klass,
  onDone,
}: {
  batchId: number;
  klass: BatchClass;
  onDone: () => void;
}) {
  const store = useStoreClass(batchId);
  const form = useSchemaForm({
    schema: moveFormSchema,
    initialValues: {
      day: dayIn(klass.startsAt, INDIA),
      start: timeIn(klass.startsAt, INDIA),
      end: timeIn(klass.endsAt, INDIA),
    },
    submit: (move) => updateClass(klass.id, move),
    onSuccess: async (moved) => {
      await store(moved);
      toast.success(`Class moved to ${formatClassTime(moved.startsAt, moved.endsAt, INDIA)}`);
      onDone();
    },
    onError: classFailure,
  });
  const name = `Move the class of ${formatClassDay(klass.startsAt, INDIA)}`;
  return (
    <form
      onSubmit={form.handleSubmit}
      aria-label={name}
      noValidate
      className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-3"
    >
      <TextField label="New date (India)" type="date" required {...form.field('day')} />
      <TextField label="New start (India)" type="time" required {...form.field('start')} />
      <TextField label="New end (India)" type="time" required {...form.field('end')} />
      <div className="flex gap-3 sm:col-span-3">
        <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
          {form.pending ? 'Moving…' : 'Move class'}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          Close
        </button>
      </div>
      <FormAlert message={form.alert} className="sm:col-span-3" />
    </form>
  );
}
