import { describe, expect, it } from 'vitest';
import {
  badCursorMessage,
  encodePeopleCursor,
  peopleQuerySchema,
  type PeopleCursor,
} from './inbox.ts';

describe('people cursors', () => {
  it.each<PeopleCursor>([
    { sort: 'newest', value: '2026-01-01T00:00:00.000Z', id: 12 },
    { sort: 'name', value: 'अनन्या "x" %20 ✓', id: 1 },
    { sort: 'oldest', value: '', id: 2_147_483_647 },
  ])('come back as they were: %j', (cursor) => {
    const text = encodePeopleCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    const parsed = peopleQuerySchema.parse({ sort: cursor.sort, cursor: text });
    expect(parsed.cursor).toEqual(cursor);
  });

  it.each([
    '',
    '!!!!',
    'A',
    'eyJ4IjoxfQ',
    encodePeopleCursor({ sort: 'newest', value: 'x', id: 1 }).slice(0, -2),
  ])('refuse %j', (text) => {
    const result = peopleQuerySchema.safeParse({ cursor: text });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(badCursorMessage);
  });
});
