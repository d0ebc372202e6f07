import { describe, expect, it } from 'vitest';
import { formatRupees } from './program.ts';

describe('formatRupees', () => {
  it.each([
    [1200, '₹1,200'],
    [500, '₹500'],
    [150000, '₹1,50,000'],
  ])('formats %d rupees as %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });
});
