import { messages, type MyClassesResponse } from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckboxField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { toast } from '../../lib/toast.ts';
import { useAsyncAction } from '../../lib/use-async-action.ts';
import { myClassesQuery, setClassReminders } from './api/my-classes.ts';

export const REMINDERS_LABEL = 'Email me a reminder 24 hours and 1 hour before each class';

// One toast for the switch: flipping it twice replaces the first message instead of stacking.
const REMINDERS_TOAST_ID = 'class-reminders';

/**
 * Issue #32: the learner's choice of reminder mails before each class. The box moves at once and
 * goes back if the server does not save the change.
 */
export function ClassReminders({ remindersOn }: { remindersOn: boolean }) {
  const queryClient = useQueryClient();
  // The choice being saved, shown over the server's until its answer.
  const [saving, setSaving] = useState<boolean | null>(null);
  const save = useAsyncAction<boolean>(async (enabled) => {
    setSaving(enabled);
    try {
      const saved = await setClassReminders(enabled);
      // The answer is the saved choice: it goes into the cache rather than refetching the classes.
      queryClient.setQueryData(
        myClassesQuery.queryKey,
        (current: MyClassesResponse | undefined) =>
          current && { ...current, remindersOn: saved.enabled },
      );
      setSaving(null);
      toast.success(saved.enabled ? 'Reminders on' : 'Reminders off', { id: REMINDERS_TOAST_ID });
    } catch (error) {
      setSaving(null);
      const message = error instanceof ApiError ? error.message : messages.somethingWentWrong;
      toast.error(message, { id: REMINDERS_TOAST_ID });
      // A change may have been saved before the answer was lost: the server says which holds.
      await invalidateAfter(queryClient, 'setClassReminders');
    }
  });
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <CheckboxField
        label={REMINDERS_LABEL}
        checked={saving ?? remindersOn}
        // Not `disabled` while saving: that would take the keyboard focus off the box. A change
        // made then is refused instead, so that two saves cannot land in the wrong order.
        aria-disabled={save.pending || undefined}
        onChange={(event) => {
          if (!save.pending) void save.run(event.target.checked);
        }}
      />
    </div>
  );
}
