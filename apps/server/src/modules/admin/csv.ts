import type { PersonSummary } from '@launchpad/contract';

/** Excel reads a file that starts with it as UTF-8 (names in Indian scripts stay readable). */
export const UTF8_BOM = '\uFEFF';

/**
 * Characters that make a spreadsheet read a cell as a formula (or, tab and carriage return, that
 * some of them strip before doing so). A visitor types their own name: '=HYPERLINK(...)' must
 * open as text in the team's spreadsheet (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): a value that could start a formula gets a leading apostrophe, and a
 * value with a comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, ended by CRLF as RFC 4180 has it. */
export const csvRow = (values: readonly (string | number | null)[]) =>
  `${values.map(csvCell).join(',')}\r\n`;

const PEOPLE_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Enrollment requests',
  'Contact messages',
  'Status',
  'Batch',
  'Last activity',
] as const;

const personCells = (person: PersonSummary) => [
  person.name,
  person.email,
  person.phone,
  person.enrollmentCount,
  person.contactCount,
  person.status,
  person.batchId,
  person.lastActivityAt,
];

/** The people CSV, a piece per chunk of rows: the BOM and the header first. */
export async function* peopleCsv(chunks: AsyncIterable<PersonSummary[]>): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(PEOPLE_COLUMNS);
  for await (const people of chunks) {
    yield people.map((person) => csvRow(personCells(person))).join('');
  }
}
