import { z } from 'zod';
import { enrollmentStatuses, leadTypes, peopleSorts, type PeopleSort } from './constants.ts';
import { MAX_ROW_ID } from './ids.ts';
import { contactMessageRecordSchema, enrollmentSchema } from './leads.ts';

/**
 * The team inbox by person (issue #16): every lead grouped by its e-mail, searched, filtered,
 * sorted and paged by keyset (decision 0013).
 */

/** How many people one page of the inbox lists. */
export const PEOPLE_PAGE_SIZE = 50;

/** Where the next page starts: the last row's sort value and id (a tie-break, ids are unique). */
export interface PeopleCursor {
  sort: PeopleSort;
  value: string;
  id: number;
}

const cursorShape = z.object({
  sort: z.enum(peopleSorts),
  value: z.string().max(1000),
  id: z.number().int().positive().max(MAX_ROW_ID),
});

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Base64url of a text's percent-encoded form, written by hand: the contract runs in browsers and
 * in Node with neither's globals (btoa, Buffer) in its types.
 */
function toBase64Url(text: string): string {
  const ascii = encodeURIComponent(text);
  let out = '';
  for (let at = 0; at < ascii.length; at += 3) {
    const chunk = [0, 1, 2].map((i) => (at + i < ascii.length ? ascii.charCodeAt(at + i) : -1));
    const [a = 0, b = -1, c = -1] = chunk;
    const bits = (a << 16) | (Math.max(b, 0) << 8) | Math.max(c, 0);
    out += BASE64URL[(bits >> 18) & 63]! + BASE64URL[(bits >> 12) & 63]!;
    if (b >= 0) out += BASE64URL[(bits >> 6) & 63]!;
    if (c >= 0) out += BASE64URL[bits & 63]!;
  }
  return out;
}

function fromBase64Url(text: string): string | undefined {
  if (text.length % 4 === 1) return undefined;
  let ascii = '';
  for (let at = 0; at < text.length; at += 4) {
    const digits = [...text.slice(at, at + 4)].map((char) => BASE64URL.indexOf(char));
    if (digits.includes(-1)) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = digits;
    const bits = (a << 18) | (b << 12) | (c << 6) | d;
    ascii += String.fromCharCode((bits >> 16) & 255);
    if (digits.length > 2) ascii += String.fromCharCode((bits >> 8) & 255);
    if (digits.length > 3) ascii += String.fromCharCode(bits & 255);
  }
  try {
    return decodeURIComponent(ascii);
  } catch {
    return undefined;
  }
}

/** The opaque string a page's `nextCursor` carries. */
export const encodePeopleCursor = (cursor: PeopleCursor): string =>
  toBase64Url(JSON.stringify([cursor.sort, cursor.value, cursor.id]));

export const badCursorMessage =
  'This page link is broken or out of date. Start again from the first page.';
export const cursorSortMismatchMessage =
  'This page link belongs to another sort order. Start again from the first page.';

function decodePeopleCursor(text: string): PeopleCursor | undefined {
  const json = fromBase64Url(text);
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 3) return undefined;
  const parsed = cursorShape.safeParse({ sort: value[0], value: value[1], id: value[2] });
  return parsed.success ? parsed.data : undefined;
}

/** A day (YYYY-MM-DD) that exists in the calendar. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-06-18')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'This date does not exist');

const dateOrder = (filter: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (filter.from && filter.to && filter.from > filter.to) {
    ctx.addIssue({
      code: 'custom',
      message: 'The end date must not be before the start date',
      path: ['to'],
    });
  }
};

/**
 * The filters of the list and of its CSV export. Dates are days in India; `from` and `to` both
 * count (a person whose last activity falls on either day is in).
 */
const filterFields = {
  q: z
    .string()
    .trim()
    .max(100, 'Search for at most 100 characters')
    .optional()
    .transform((value) => value || undefined),
  type: z.enum(leadTypes).optional(),
  status: z.enum(enrollmentStatuses).optional(),
  batchId: z.coerce
    .number()
    .int('Unknown batch')
    .positive('Unknown batch')
    .max(MAX_ROW_ID, 'Unknown batch')
    .optional(),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(peopleSorts).default('newest'),
};

export const peopleFilterSchema = z.object(filterFields).superRefine(dateOrder);
export type PeopleFilter = z.output<typeof peopleFilterSchema>;
export type PeopleFilterInput = z.input<typeof peopleFilterSchema>;

/** GET /api/admin/people: the filters, and where the page starts (`nextCursor` of the last one). */
export const peopleQuerySchema = z
  .object({ ...filterFields, cursor: z.string().max(2000, badCursorMessage).optional() })
  .superRefine(dateOrder)
  .transform((query, ctx) => {
    const { cursor: text, ...filter } = query;
    if (text === undefined) return { ...filter, cursor: undefined };
    const cursor = decodePeopleCursor(text);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: badCursorMessage, path: ['cursor'] });
      return z.NEVER;
    }
    if (cursor.sort !== filter.sort) {
      ctx.addIssue({ code: 'custom', message: cursorSortMismatchMessage, path: ['cursor'] });
      return z.NEVER;
    }
    return { ...filter, cursor };
  });
export type PeopleQuery = z.output<typeof peopleQuerySchema>;

/** One person of the list: what their leads add up to. */
export const personSummarySchema = z.object({
  id: z.number().int(),
  /** From their latest lead. */
  name: z.string(),
  email: z.string(),
  /** The latest phone number they gave, if any. */
  phone: z.string().nullable(),
  enrollmentCount: z.number().int(),
  contactCount: z.number().int(),
  /** The status of their latest enrollment request; null when they only wrote to the team. */
  status: z.enum(enrollmentStatuses).nullable(),
  batchId: z.number().int().nullable(),
  /** Their latest lead, status change or note. */
  lastActivityAt: z.string(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const peoplePageSchema = z.object({
  people: z.array(personSummarySchema),
  /** Give it back as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type PeoplePage = z.infer<typeof peoplePageSchema>;

export const personParamsSchema = z.object({
  id: z.coerce
    .number()
    .int('This person is not in the inbox.')
    .positive('This person is not in the inbox.')
    .max(MAX_ROW_ID, 'This person is not in the inbox.'),
});

export const NOTE_MAX = 2000;
export const noteRequestSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write the note first')
    .max(NOTE_MAX, `A note is at most ${NOTE_MAX} characters`),
});
export type NoteRequest = z.input<typeof noteRequestSchema>;

export const noteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** The team member's name; null once their account is gone. */
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/** What happened with a person, newest first: their leads, each status change, each note. */
export const timelineItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('lead'),
    leadType: z.enum(leadTypes),
    leadId: z.number().int(),
    /** The course asked for, or the message's subject. */
    title: z.string(),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('status'),
    leadType: z.enum(leadTypes),
    leadId: z.number().int(),
    from: z.string(),
    to: z.string(),
    /** Who made the change; null once their account is gone. */
    actor: z.string().nullable(),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('note'),
    noteId: z.number().int(),
    body: z.string(),
    author: z.string().nullable(),
    at: z.string(),
  }),
]);
export type TimelineItem = z.infer<typeof timelineItemSchema>;

/** GET /api/admin/people/:id. */
export const personDetailSchema = z.object({
  person: personSummarySchema,
  enrollments: z.array(enrollmentSchema),
  contactMessages: z.array(contactMessageRecordSchema),
  /** The account registered with this e-mail, if any. */
  account: z
    .object({
      name: z.string(),
      userName: z.string(),
      emailVerified: z.boolean(),
      createdAt: z.string(),
    })
    .nullable(),
  /** Verified practice (the grader's results): null without an account. */
  practice: z.object({ solved: z.number().int(), points: z.number().int() }).nullable(),
  notes: z.array(noteSchema),
  timeline: z.array(timelineItemSchema),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;
