import { PROGRAM_TIME_ZONE, type Slot } from '@launchpad/contract';
import { formatInstant } from '../../../lib/instants.ts';

/** 'Mon 4 Jan, 7:30 pm IST', with the viewer's own time beside it when it differs. */
export function slotText(startsAt: string, timeZone: string): string {
  const india = `${formatInstant(new Date(startsAt), PROGRAM_TIME_ZONE)} IST`;
  const yours = formatInstant(new Date(startsAt), timeZone);
  return yours === formatInstant(new Date(startsAt), PROGRAM_TIME_ZONE)
    ? india
    : `${india} (${yours} your time)`;
}

/** A select's options for open slots, grouped by their day in India. */
export function SlotOptions({ slots, timeZone }: { slots: readonly Slot[]; timeZone: string }) {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = formatInstant(new Date(slot.startsAt), PROGRAM_TIME_ZONE).split(',')[0]!;
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return (
    <>
      <option value="">Choose a time</option>
      {[...days].map(([day, daySlots]) => (
        <optgroup key={day} label={day}>
          {daySlots.map((slot) => (
            <option key={slot.startsAt} value={slot.startsAt}>
              {slotText(slot.startsAt, timeZone)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
