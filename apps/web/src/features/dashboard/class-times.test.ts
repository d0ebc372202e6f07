import { describe, expect, it } from 'vitest';
import { formatClassRange } from '../../lib/instants.ts';
import { classTimeText, joinWindow, nextClassOf } from './class-times.ts';
import type { MyClass } from '@launchpad/contract';

// Monday 4 January 2027, 7–9 pm in India (UTC+5:30).
const evening = { startsAt: '2027-01-04T13:30:00.000Z', endsAt: '2027-01-04T15:30:00.000Z' };
const at = (iso: string) => Date.parse(iso);

const aClass = (id: number, startsAt: string, endsAt: string, cancelled = false): MyClass => ({
  id,
  title: `Class ${id}`,
  startsAt,
  endsAt,
  timeZone: 'Asia/Kolkata',
  cancelled,
  attendance: null,
  recordingUrl: null,
});

describe('class times', () => {
  it("shows a class in India's time", () => {
    expect(formatClassRange(evening.startsAt, evening.endsAt, 'Asia/Kolkata')).toBe(
      'Mon 4 Jan, 7:00 pm – 9:00 pm',
    );
  });

  it("shows the viewer's time with India's beside it when the zones differ", () => {
    expect(classTimeText(evening, 'Europe/Berlin')).toEqual({
      yours: 'Mon 4 Jan, 2:30 pm – 4:30 pm (your time)',
      india: 'Mon 4 Jan, 7:00 pm – 9:00 pm (IST)',
    });
  });

  it('shows one time to a viewer in India, whatever name the browser gives the zone', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Calcutta']) {
      expect(classTimeText(evening, zone)).toEqual({
        yours: null,
        india: 'Mon 4 Jan, 7:00 pm – 9:00 pm (IST)',
      });
    }
  });

  it("names the end's day when the class ends after the viewer's midnight", () => {
    expect(classTimeText(evening, 'Asia/Tokyo').yours).toBe(
      'Mon 4 Jan, 10:30 pm – Tue 5 Jan, 12:30 am (your time)',
    );
  });
});

describe('joinWindow', () => {
  it('opens 15 minutes before the start and closes at the end', () => {
    expect(joinWindow(evening, at('2027-01-04T13:14:59.999Z'))).toEqual({
      state: 'before',
      opensAt: new Date('2027-01-04T13:15:00.000Z'),
    });
    expect(joinWindow(evening, at('2027-01-04T13:15:00.000Z'))).toEqual({ state: 'open' });
    expect(joinWindow(evening, at('2027-01-04T15:29:59.999Z'))).toEqual({ state: 'open' });
    expect(joinWindow(evening, at('2027-01-04T15:30:00.000Z'))).toEqual({ state: 'ended' });
  });
});

describe('nextClassOf', () => {
  const classes = [
    aClass(3, '2027-01-06T13:30:00.000Z', '2027-01-06T15:30:00.000Z'),
    aClass(1, '2027-01-04T13:30:00.000Z', '2027-01-04T15:30:00.000Z'),
    aClass(2, '2027-01-05T13:30:00.000Z', '2027-01-05T15:30:00.000Z', true),
  ];

  it('is the first class not over, until its end', () => {
    expect(nextClassOf(classes, at('2027-01-01T00:00:00Z'))?.id).toBe(1);
    expect(nextClassOf(classes, at('2027-01-04T15:00:00Z'))?.id).toBe(1);
  });

  it('skips cancelled classes and is undefined once all are over', () => {
    expect(nextClassOf(classes, at('2027-01-04T15:30:00Z'))?.id).toBe(3);
    expect(nextClassOf(classes, at('2027-01-06T15:30:00Z'))).toBeUndefined();
  });
});
