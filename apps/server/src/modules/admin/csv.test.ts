import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, peopleCsv, UTF8_BOM } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['=1+1', "'=1+1"],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tindent', "'\tindent"],
    ['\rcmd', `"'\rcmd"`],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['a=b', 'a=b'],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as they are and null as an empty cell', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
  });

  it('ends each row with CRLF', () => {
    expect(csvRow(['a', null, 1])).toBe('a,,1\r\n');
  });
});

describe('peopleCsv', () => {
  it('starts with the BOM and the header, then one piece per chunk', async () => {
    async function* chunks() {
      yield [
        {
          id: 1,
          name: 'Asha Rao',
          email: 'asha@example.com',
          phone: null,
          enrollmentCount: 1,
          contactCount: 0,
          status: 'new' as const,
          batchId: 3,
          lastActivityAt: '2026-01-01T00:00:00.000Z',
        },
      ];
    }
    const pieces: string[] = [];
    for await (const piece of peopleCsv(chunks())) pieces.push(piece);
    expect(pieces).toEqual([
      `${UTF8_BOM}Name,Email,Phone,Enrollment requests,Contact messages,Status,Batch,Last activity\r\n`,
      'Asha Rao,asha@example.com,,1,0,new,3,2026-01-01T00:00:00.000Z\r\n',
    ]);
  });
});
