import {
  availabilityInputSchema,
  weekdayCodes,
  type Availability,
  type WeekdayCode,
} from '@launchpad/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { FormAlert, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { invalidateAfter } from '../../../lib/api/invalidation.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { myAvailabilityQuery, setAvailability } from './api.ts';

const weekdayNames: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

const smallButton = `${buttonStyles.secondary} text-sm`;

/**
 * A mentor's weekly 1:1 windows (India time, on the hour or half past, cut into 30-minute slots)
 * and their days off. Booked sessions stay whatever changes here.
 */
export function AvailabilityForm() {
  const availability = useQuery(myAvailabilityQuery);
  if (!availability.data) return null;
  return <WindowsForm availability={availability.data} />;
}

function WindowsForm({ availability }: { availability: Availability }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: availabilityInputSchema,
    initialValues: availability,
    submit: (body) => setAvailability(body),
    onSuccess: async (saved, helpers) => {
      toast.success('Availability saved');
      helpers.reset(saved);
      await invalidateAfter(queryClient, 'setAvailability');
    },
  });
  const { weekly, timeOff } = form.values;
  return (
    <section aria-labelledby="availability-title" className="mt-8">
      <h2 id="availability-title" className="text-xl font-bold text-slate-900">
        Your availability
      </h2>
      <form
        onSubmit={form.handleSubmit}
        aria-labelledby="availability-title"
        noValidate
        className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <p className="text-sm text-slate-700">
          Weekly windows in India time (IST), on the hour or half past; learners book 30 minutes of
          them from 2 hours ahead, two weeks out.
        </p>
        <ol className="space-y-3">
          {weekly.map((window, index) => (
            <li key={index}>
              <fieldset className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_8rem_auto]">
                <legend className="sr-only">Window {index + 1}</legend>
                <SelectField
                  label={`Window ${index + 1} day`}
                  {...form.field(`weekly.${index}.weekday`)}
                >
                  {weekdayCodes.map((code) => (
                    <option key={code} value={code}>
                      {weekdayNames[code]}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label="From (IST)"
                  type="time"
                  step={1800}
                  {...form.field(`weekly.${index}.start`)}
                />
                <TextField
                  label="To (IST)"
                  type="time"
                  step={1800}
                  {...form.field(`weekly.${index}.end`)}
                />
                <button
                  type="button"
                  className={`${smallButton} mb-6`}
                  onClick={() =>
                    form.setValue(
                      'weekly',
                      weekly.filter((_, at) => at !== index),
                    )
                  }
                >
                  Remove window {index + 1}
                </button>
              </fieldset>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={smallButton}
          onClick={() =>
            form.setValue('weekly', [...weekly, { weekday: 'MO', start: '18:00', end: '20:00' }])
          }
        >
          Add a window
        </button>
        <h3 className="pt-2 font-semibold text-slate-900">Time off</h3>
        <ol className="space-y-3">
          {timeOff.map((_, index) => (
            <li key={index}>
              <fieldset className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
                <legend className="sr-only">Time off {index + 1}</legend>
                <TextField
                  label={`Time off ${index + 1} from`}
                  type="date"
                  {...form.field(`timeOff.${index}.from`)}
                />
                <TextField label="To" type="date" {...form.field(`timeOff.${index}.to`)} />
                <button
                  type="button"
                  className={`${smallButton} mb-6`}
                  onClick={() =>
                    form.setValue(
                      'timeOff',
                      timeOff.filter((_, at) => at !== index),
                    )
                  }
                >
                  Remove time off {index + 1}
                </button>
              </fieldset>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={smallButton}
          onClick={() => form.setValue('timeOff', [...timeOff, { from: '', to: '' }])}
        >
          Add time off
        </button>
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
            {form.pending ? 'Saving…' : 'Save availability'}
          </button>
        </div>
        <FormAlert message={form.alert} />
      </form>
    </section>
  );
}
