import type { Batch, StaffMember } from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { formatDay } from '../../lib/program.ts';
import { toast } from '../../lib/toast.ts';
import { setMentorBatches } from './api/staff.ts';

/** The batches a mentor teaches, as checkboxes: they see only these batches' classes. */
export function MentorBatchesForm({
  mentor,
  batches,
}: {
  mentor: StaffMember;
  batches: readonly Batch[];
}) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<readonly number[]>(mentor.batchIds);
  const [pending, setPending] = useState(false);

  const toggle = (batchId: number, on: boolean) =>
    setChosen((previous) =>
      on ? [...previous, batchId] : previous.filter((each) => each !== batchId),
    );

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      // In the list's order, so the same choice always sends the same body.
      const batchIds = batches.map((batch) => batch.id).filter((id) => chosen.includes(id));
      await setMentorBatches(mentor.id, batchIds);
      toast.success(`Batches of ${mentor.name} saved`);
    } catch (error) {
      toast.error(
        error instanceof ApiError ? error.message : 'The batches could not be saved. Try again.',
      );
    } finally {
      setPending(false);
      await invalidateAfter(queryClient, 'setMentorBatches');
    }
  }

  if (batches.length === 0) return <p className="text-slate-700">No batches yet.</p>;
  return (
    <form onSubmit={(event) => void save(event)} className="space-y-2">
      <fieldset>
        <legend className="sr-only">Batches of {mentor.name}</legend>
        <ul className="space-y-1">
          {batches.map((batch) => (
            <li key={batch.id}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={chosen.includes(batch.id)}
                  onChange={(event) => toggle(batch.id, event.target.checked)}
                  className="size-4 accent-indigo-700"
                />
                {formatDay(batch.startsOn)} – {formatDay(batch.endsOn)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button
        type="submit"
        className={buttonStyles.secondary}
        disabled={pending}
        aria-label={`Save batches of ${mentor.name}`}
      >
        {pending ? 'Saving…' : 'Save batches'}
      </button>
    </form>
  );
}
