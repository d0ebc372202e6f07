import { describe, expect, it } from 'vitest';
import { canonicalEmail, sameMailbox } from './canonical-email.ts';

describe('canonicalEmail', () => {
  it.each([
    ['Asha.Rao@Example.com', 'asha.rao@example.com'],
    ['asha+course@example.com', 'asha@example.com'],
    ['asha+a+b@example.com', 'asha@example.com'],
    ['A.S.H.A+x@gmail.com', 'asha@gmail.com'],
    ['asha.rao@googlemail.com', 'asharao@gmail.com'],
    ['  asha@example.com ', 'asha@example.com'],
  ])('%s reaches the mailbox %s', (address, mailbox) => {
    expect(canonicalEmail(address)).toBe(mailbox);
  });

  it('keeps dots where the provider does not ignore them, and a leading plus', () => {
    expect(sameMailbox('asha.rao@example.com', 'asharao@example.com')).toBe(false);
    expect(canonicalEmail('+tag@example.com')).toBe('+tag@example.com');
  });
});
