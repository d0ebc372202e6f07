import { PROGRAM_COURSE } from '@launchpad/contract';
import { describe, expect, it } from 'vitest';
import { formatRupees, program } from './program.ts';

describe('program facts', () => {
  it('name the course exactly as the contract does', () => {
    expect(program.course).toBe(PROGRAM_COURSE);
  });

  it.each([
    [1200, '₹1,200'],
    [500, '₹500'],
    [150000, '₹1,50,000'],
  ])('formats %d rupees as %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });
});
