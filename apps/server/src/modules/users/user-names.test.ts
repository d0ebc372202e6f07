import { describe, expect, it } from 'vitest';
import { USER_NAME_PATTERN, baseUserName, userNameCandidates } from './user-names.ts';

describe('user names', () => {
  it.each([
    ['Asha Rao', 'asha-rao'],
    ['  Aïsha   Rao! ', 'aisha-rao'],
    ['José María O’Neil', 'jose-maria-o-neil'],
    ['Li', 'li0'],
    ['राहुल', 'learner'],
    ['A very long name that goes on and on forever', 'a-very-long-name-that-go'],
  ])('derives %j → %j', (name, expected) => {
    expect(baseUserName(name)).toBe(expected);
    expect(baseUserName(name)).toMatch(USER_NAME_PATTERN);
  });

  it('offers suffixed alternatives that still fit the pattern', () => {
    const candidates = [...userNameCandidates('Asha Rao')];
    expect(candidates[0]).toBe('asha-rao');
    expect(candidates).toHaveLength(21);
    for (const candidate of candidates.slice(1)) {
      expect(candidate).toMatch(/^asha-rao-\d{4,5}$/);
      expect(candidate).toMatch(USER_NAME_PATTERN);
    }
  });
});
