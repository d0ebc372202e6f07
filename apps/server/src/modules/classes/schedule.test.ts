import { isTimeZoneName } from '@launchpad/contract';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeed, type CalendarClass } from './calendar-feed.ts';
import {
  classesFromRule,
  DEFAULT_TIME_ZONE,
  wallClockToUtc,
  type ScheduleRule,
} from './schedule.ts';

/** Eight weeks of weekday evenings, Monday 2027-01-04 to Friday 2027-02-26, in India. */
const eightWeeks: ScheduleRule = {
  firstDay: '2027-01-04',
  lastDay: '2027-02-26',
  weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
  startTime: '19:00',
  endTime: '21:00',
  timeZone: DEFAULT_TIME_ZONE,
};

describe('classes from a schedule rule', () => {
  it('gives 40 classes for eight weeks of weekdays, at 19:00 India time (13:30 UTC)', () => {
    const classes = classesFromRule(eightWeeks);
    expect(classes).toHaveLength(40);
    expect(classes[0]).toEqual({
      number: 1,
      day: '2027-01-04',
      startsAt: '2027-01-04T13:30:00.000Z',
      endsAt: '2027-01-04T15:30:00.000Z',
    });
    expect(classes.at(-1)).toMatchObject({ number: 40, day: '2027-02-26' });
    const weekdays = new Set(classes.map(({ day }) => new Date(`${day}T00:00:00Z`).getUTCDay()));
    expect([...weekdays].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('skips holidays and numbers the classes that are held', () => {
    const classes = classesFromRule({ ...eightWeeks, holidays: ['2027-01-26', '2027-02-01'] });
    expect(classes).toHaveLength(38);
    expect(classes.map(({ day }) => day)).not.toContain('2027-01-26');
    expect(classes.map(({ number }) => number)).toEqual(
      Array.from({ length: 38 }, (_, i) => i + 1),
    );
  });

  it('includes the last day, and gives nothing for a last day before the first', () => {
    const oneDay = { ...eightWeeks, firstDay: '2027-01-04', lastDay: '2027-01-04' };
    expect(classesFromRule(oneDay).map(({ day }) => day)).toEqual(['2027-01-04']);
    expect(classesFromRule({ ...eightWeeks, lastDay: '2027-01-03' })).toEqual([]);
  });

  it('keeps the wall-clock time across a daylight-saving change', () => {
    // Berlin moves from UTC+1 to UTC+2 on Sunday 2027-03-28.
    const classes = classesFromRule({
      ...eightWeeks,
      firstDay: '2027-03-26',
      lastDay: '2027-03-29',
      timeZone: 'Europe/Berlin',
    });
    expect(classes.map(({ startsAt }) => startsAt)).toEqual([
      '2027-03-26T18:00:00.000Z',
      '2027-03-29T17:00:00.000Z',
    ]);
  });

  it('reads a wall time that a change skips as the clocks show it, an hour later', () => {
    // 02:30 does not exist in Berlin on 2027-03-28: clocks go from 02:00 to 03:00.
    expect(wallClockToUtc('2027-03-28', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(wallClockToUtc('2027-01-04', '00:00', 'UTC').toISOString()).toBe(
      '2027-01-04T00:00:00.000Z',
    );
  });

  it('knows time zone names', () => {
    expect(isTimeZoneName('Asia/Kolkata')).toBe(true);
    expect(isTimeZoneName('America/New_York')).toBe(true);
    expect(isTimeZoneName('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('calendar feed', () => {
  const classes: CalendarClass[] = classesFromRule(eightWeeks).map((planned) => ({
    uid: `class-${planned.number}@launchpad.example`,
    title: `Week ${Math.ceil(planned.number / 5)}: class ${planned.number}`,
    startsAt: planned.startsAt,
    endsAt: planned.endsAt,
    sequence: 0,
    cancelled: false,
    meetingLink: 'https://meet.example.org/launchpad',
    updatedAt: '2026-12-01T10:00:00.000Z',
  }));

  /** The feed's events as an independent parser (ical.js) reads them. */
  function parsedEvents(feed: string) {
    const calendar = new ICAL.Component(ICAL.parse(feed));
    return calendar.getAllSubcomponents('vevent').map((event) => ({
      uid: String(event.getFirstPropertyValue('uid')),
      sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
      status: String(event.getFirstPropertyValue('status')),
      start: new ICAL.Event(event).startDate.toJSDate().toISOString(),
      summary: String(event.getFirstPropertyValue('summary')),
    }));
  }

  it('holds every class once, with unique UIDs, at its UTC time', () => {
    const events = parsedEvents(calendarFeed('Frontend Launchpad: January batch', classes));
    expect(events).toHaveLength(40);
    expect(new Set(events.map(({ uid }) => uid)).size).toBe(40);
    expect(events[0]).toEqual({
      uid: 'class-1@launchpad.example',
      sequence: 0,
      status: 'CONFIRMED',
      start: '2027-01-04T13:30:00.000Z',
      summary: 'Week 1: class 1',
    });
  });

  it('keeps a moved class under its UID with a higher SEQUENCE, and marks a cancelled one', () => {
    const [first, second, ...rest] = classes;
    const moved = {
      ...first!,
      startsAt: '2027-01-05T13:30:00.000Z',
      endsAt: '2027-01-05T15:30:00.000Z',
      sequence: 1,
    };
    const cancelled = { ...second!, sequence: 1, cancelled: true };
    const events = parsedEvents(calendarFeed('Batch', [moved, cancelled, ...rest]));
    expect(events).toHaveLength(40);
    expect(events[0]).toMatchObject({
      uid: first!.uid,
      sequence: 1,
      start: '2027-01-05T13:30:00.000Z',
    });
    expect(events[1]).toMatchObject({ uid: second!.uid, sequence: 1, status: 'CANCELLED' });
  });

  it('is the same text for the same classes, so a refresh changes nothing that did not change', () => {
    expect(calendarFeed('Batch', classes)).toBe(calendarFeed('Batch', classes));
  });
});
