import { batchInputSchema, type Batch } from '@launchpad/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert, SelectField, TextField } from '../../components/ui/form-field.tsx';
import { formatDay, formatRupees, program } from '../../lib/program.ts';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { toast } from '../../lib/toast.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { batchesQuery, createBatch, updateBatch } from './api/batches.ts';
import { TeamPage } from '../../components/team/team-page.tsx';
import { teamTitles } from '../../components/team/team-titles.ts';
import { LoadFailed } from '../../components/ui/load-failed.tsx';

/** The team's batches of the program: seats taken of seats, price, class link; create and edit. */
export function BatchesPage() {
  return (
    <TeamPage title={teamTitles.batches}>
      <Batches />
    </TeamPage>
  );
}

function Batches() {
  const batches = useQuery(batchesQuery);
  // The batch being edited, or null for a new one.
  const [editing, setEditing] = useState<Batch | null>(null);
  return (
    <>
      <BatchForm key={editing?.id ?? 'new'} batch={editing} onDone={() => setEditing(null)} />
      <section aria-labelledby="batch-list-title" className="mt-10">
        <h2 id="batch-list-title" className="text-xl font-bold text-slate-900">
          All batches
        </h2>
        {batches.isPending && <p className="mt-4 text-slate-700">Loading batches…</p>}
        {batches.isError && <LoadFailed what="The batches" query={batches} className="mt-4" />}
        {batches.data &&
          (batches.data.batches.length === 0 ? (
            <p className="mt-4 text-slate-700">No batches yet. Create the first one above.</p>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-200 text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      Dates
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Schedule
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Seats taken
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Price
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Status
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Class link
                    </th>
                    <th scope="col" className="py-2">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="text-slate-900">
                  {batches.data.batches.map((batch) => (
                    <tr key={batch.id} className="border-b border-slate-100">
                      <td className="py-2 pr-4">
                        {formatDay(batch.startsOn)} – {formatDay(batch.endsOn)}
                      </td>
                      <td className="py-2 pr-4">{batch.schedule}</td>
                      <td className="py-2 pr-4 tabular-nums">
                        {batch.seatsTaken} / {batch.seats}
                      </td>
                      <td className="py-2 pr-4">{formatRupees(batch.priceInr)}</td>
                      <td className="py-2 pr-4">{batch.status}</td>
                      <td className="py-2 pr-4 break-all">
                        {batch.classLink ? (
                          <a href={batch.classLink} className="text-indigo-700 underline">
                            {batch.classLink}
                          </a>
                        ) : (
                          '—'
                        )}
                      </td>
                      <td className="py-2">
                        <button
                          type="button"
                          className={buttonStyles.secondary}
                          aria-label={`Edit the batch of ${formatDay(batch.startsOn)}`}
                          onClick={() => setEditing(batch)}
                        >
                          Edit
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
      </section>
    </>
  );
}

interface BatchFormProps {
  batch: Batch | null;
  onDone: () => void;
}

/** One form for a new batch and for an edit; the server checks seats against the seats taken. */
function BatchForm({ batch, onDone }: BatchFormProps) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: batchInputSchema,
    initialValues: {
      startsOn: batch?.startsOn ?? '',
      endsOn: batch?.endsOn ?? '',
      schedule: batch?.schedule ?? '',
      seats: batch ? String(batch.seats) : '',
      priceInr: String(batch?.priceInr ?? program.priceRupees),
      classLink: batch?.classLink ?? '',
      status: batch?.status === 'closed' ? 'closed' : 'open',
    },
    submit: (values) => (batch ? updateBatch(batch.id, values) : createBatch(values)),
    onSuccess: async (saved, helpers) => {
      toast.success(batch ? 'Batch saved' : `Batch of ${formatDay(saved.startsOn)} created`);
      await invalidateAfter(queryClient, batch ? 'updateBatch' : 'createBatch');
      helpers.reset();
      onDone();
    },
  });
  const title = batch ? `Edit the batch of ${formatDay(batch.startsOn)}` : 'New batch';
  return (
    <section aria-labelledby="batch-form-title" className="mt-8">
      <h2 id="batch-form-title" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <form
        onSubmit={form.handleSubmit}
        aria-labelledby="batch-form-title"
        className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
      >
        <TextField label="Start date" type="date" required {...form.field('startsOn')} />
        <TextField label="End date" type="date" required {...form.field('endsOn')} />
        <TextField
          label="Schedule"
          placeholder="Mon–Fri, 7–9 pm IST"
          required
          {...form.field('schedule')}
        />
        <TextField
          label="Seats"
          type="number"
          min={1}
          inputMode="numeric"
          required
          hint={batch ? `${batch.seatsTaken} taken` : undefined}
          {...form.field('seats')}
        />
        <TextField
          label="Price (₹)"
          type="number"
          min={0}
          inputMode="numeric"
          required
          {...form.field('priceInr')}
        />
        <TextField
          label="Class link"
          type="url"
          placeholder="https://…"
          hint="Shown only to learners enrolled in this batch."
          {...form.field('classLink')}
        />
        <SelectField
          label="Status"
          hint="A batch turns full by itself when its last seat is taken."
          {...form.field('status')}
        >
          <option value="open">open</option>
          <option value="closed">closed</option>
        </SelectField>
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-3">
          <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
            {form.pending ? 'Saving…' : batch ? 'Save batch' : 'Create batch'}
          </button>
          {batch && (
            <button type="button" className={buttonStyles.secondary} onClick={onDone}>
              Cancel
            </button>
          )}
        </div>
        <FormAlert message={form.alert} className="sm:col-span-2 lg:col-span-3" />
      </form>
    </section>
  );
}
