import { describe, expect, it } from 'vitest';
import { formatRupees, NEXT_BATCH_SOON, program, startLine, upcomingStart } from './program.ts';

describe('formatRupees', () => {
  it.each([
    [1200, '₹1,200'],
    [500, '₹500'],
    [150000, '₹1,50,000'],
  ])('formats %d rupees as %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });
});

describe('the next batch', () => {
  const start = new Date(`${program.startDate}T00:00:00+05:30`);
  const before = new Date(start.getTime() - 86_400_000);

  it('is announced with its year before it starts', () => {
    const [year, month, day] = program.startDate.split('-').map(Number);
    const monthName = new Date(Date.UTC(2000, month! - 1, 1)).toLocaleString('en-IN', {
      month: 'long',
      timeZone: 'UTC',
    });
    expect(upcomingStart(before)).toBe(`${day} ${monthName} ${year}`);
    expect(startLine(before)).toBe(`Starts ${day} ${monthName} ${year}`);
  });

  it("says 'Next batch: dates coming soon' from its first day on (India's day)", () => {
    expect(upcomingStart(start)).toBeNull();
    expect(startLine(start)).toBe(NEXT_BATCH_SOON);
    expect(NEXT_BATCH_SOON).toBe('Next batch: dates coming soon');
    // 23:59 on the day before in India is still before the start.
    expect(upcomingStart(new Date(start.getTime() - 60_000))).not.toBeNull();
  });
});
