import { describe, expect, it } from 'vitest';
import { classTimes, dayIn, formatInstant, timeIn, zonedTimeToIso } from './class-time.ts';

// 19:00–21:00 in India on Monday 21 June 2027.
const startsAt = '2027-06-21T13:30:00.000Z';
const endsAt = '2027-06-21T15:30:00.000Z';

describe('class times', () => {
  it('shows India time, and the viewer’s own clock only when it differs', () => {
    expect(classTimes(startsAt, endsAt, 'Asia/Kolkata')).toEqual({
      india: 'Mon, 21 Jun 2027, 7:00 pm – 9:00 pm IST',
      viewer: null,
    });
    // The old name of the same zone shows the same clock.
    expect(classTimes(startsAt, endsAt, 'Asia/Calcutta').viewer).toBeNull();
    expect(classTimes(startsAt, endsAt, 'Europe/Berlin').viewer).toBe(
      'Mon, 21 Jun 2027, 3:30 pm – 5:30 pm GMT+2',
    );
    expect(classTimes(startsAt, endsAt, 'Pacific/Auckland').viewer).toMatch(/^Tue, 22 Jun 2027/);
  });

  it('reads an instant back as the date and time fields of a zone', () => {
    expect(dayIn('2027-06-21T19:00:00.000Z', 'Asia/Kolkata')).toBe('2027-06-22');
    expect(timeIn('2027-06-21T19:00:00.000Z', 'Asia/Kolkata')).toBe('00:30');
    expect(formatInstant('2027-06-21T15:35:00.000Z', 'Asia/Kolkata')).toBe(
      'Mon, 21 Jun 2027, 9:05 pm IST',
    );
  });

  it('turns a day and time in a zone into the UTC instant', () => {
    expect(zonedTimeToIso('2027-06-21', '19:00', 'Asia/Kolkata')).toBe(startsAt);
    expect(zonedTimeToIso('2027-06-22', '00:30', 'Asia/Kolkata')).toBe('2027-06-21T19:00:00.000Z');
    // Daylight-saving time on either side of the change.
    expect(zonedTimeToIso('2027-03-27', '10:00', 'Europe/Berlin')).toBe('2027-03-27T09:00:00.000Z');
    expect(zonedTimeToIso('2027-03-29', '10:00', 'Europe/Berlin')).toBe('2027-03-29T08:00:00.000Z');
    expect(zonedTimeToIso('', '19:00', 'Asia/Kolkata')).toBeUndefined();
    expect(zonedTimeToIso('2027-06-21', '', 'Asia/Kolkata')).toBeUndefined();
  });
});
