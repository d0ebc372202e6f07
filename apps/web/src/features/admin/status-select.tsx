import { statusLabel } from '@launchpad/contract';
import { useId, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';

interface StatusSelectProps<Status extends string> {
  value: Status;
  options: readonly Status[];
  /** Saves the new status; the row shows it once the server has accepted it. */
  onSave: (status: Status) => Promise<void>;
}

/** A labelled status picker that saves on change and says how it went in a toast. */
export function StatusSelect<Status extends string>({
  value,
  options,
  onSave,
}: StatusSelectProps<Status>) {
  const id = useId();
  // While saving, show the choice being saved rather than the old one.
  const [saving, setSaving] = useState<Status | null>(null);

  async function save(status: Status) {
    setSaving(status);
    try {
      await onSave(status);
      toast.success(`Status changed to ${statusLabel(status)}`);
    } catch (error) {
      console.error('Status change failed:', error);
      toast.error(
        error instanceof ApiError ? error.message : 'The status could not be changed. Try again.',
      );
    } finally {
      setSaving(null);
    }
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Status
      </label>
      <select
        id={id}
        value={saving ?? value}
        disabled={saving !== null}
        onChange={(event) => void save(event.target.value as Status)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {statusLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
