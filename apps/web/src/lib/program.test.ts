import { describe, expect, it } from 'vitest';
import {
  batchValue,
  formatDay,
  formatRupees,
  NEXT_BATCH_LABEL,
  NEXT_BATCH_SOON,
  seatsLeft,
} from './program.ts';

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
  const batch = {
    course: 'Frontend Launchpad' as const,
    startsOn: '2027-06-18',
    endsOn: '2027-08-13',
    schedule: 'Mon–Fri, 7–9 pm IST',
    priceInr: 1200,
    seatsLeft: 7,
  };

  it('is announced with its year and the seats left', () => {
    expect(formatDay('2027-06-18')).toBe('18 June 2027');
    expect(`${NEXT_BATCH_LABEL} ${batchValue(batch)}`).toBe(
      'Next batch: 18 June 2027 · 7 seats left',
    );
    expect(seatsLeft(1)).toBe('1 seat left');
  });

  it("says 'Next batch: dates coming soon' while none is open or known", () => {
    expect(NEXT_BATCH_SOON).toBe('Next batch: dates coming soon');
    expect(`${NEXT_BATCH_LABEL} ${batchValue(null)}`).toBe(NEXT_BATCH_SOON);
    expect(`${NEXT_BATCH_LABEL} ${batchValue(undefined)}`).toBe(NEXT_BATCH_SOON);
  });
});
