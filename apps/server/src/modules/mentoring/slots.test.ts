import { describe, expect, it } from 'vitest';
import { scheduledSlots } from './slots.ts';

// Monday 4 January 2027, 09:00 in India (03:30 UTC).
const mondayMorning = new Date('2027-01-04T03:30:00.000Z');

describe('the slots a weekly availability gives', () => {
  it('cuts each window into 30-minute slots in India time, from the lead time on', () => {
    const slots = scheduledSlots(
      { weekly: [{ weekday: 'MO', start: '10:00', end: '12:30' }], timeOff: [] },
      mondayMorning,
    );
    // 10:00 is within the 2-hour lead of 09:00: the first slot is 11:00 IST (05:30 UTC).
    expect(slots.slice(0, 4)).toEqual([
      { startsAt: '2027-01-04T05:30:00.000Z', endsAt: '2027-01-04T06:00:00.000Z' },
      { startsAt: '2027-01-04T06:00:00.000Z', endsAt: '2027-01-04T06:30:00.000Z' },
      // 12:00–12:30 IST, the window's last.
      { startsAt: '2027-01-04T06:30:00.000Z', endsAt: '2027-01-04T07:00:00.000Z' },
      // The next Monday: 10:00 IST.
      { startsAt: '2027-01-11T04:30:00.000Z', endsAt: '2027-01-11T05:00:00.000Z' },
    ]);
    // Two weeks ahead and no more: Mondays 4, 11 and 18 January.
    expect(new Set(slots.map((slot) => slot.startsAt.slice(0, 10)))).toEqual(
      new Set(['2027-01-04', '2027-01-11', '2027-01-18']),
    );
  });

  it('skips days off and runs a window to midnight', () => {
    const slots = scheduledSlots(
      {
        weekly: [{ weekday: 'TU', start: '23:00', end: '24:00' }],
        timeOff: [{ from: '2027-01-12', to: '2027-01-12' }],
      },
      mondayMorning,
    );
    // Tuesday 5 January, 23:00 and 23:30 IST; the 12th is off; the 19th is past two weeks.
    expect(slots.map((slot) => slot.startsAt)).toEqual([
      '2027-01-05T17:30:00.000Z',
      '2027-01-05T18:00:00.000Z',
    ]);
  });
});
