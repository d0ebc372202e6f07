const text = (element) => element.textContent.replace(/\s+/g, ' ').trim();

function table() {
  const found = screen.queryByRole('table', { name: 'Frontend workshop schedule' });
  if (!found) throw new Error('no table is named "Frontend workshop schedule": add a <caption>');
  return found;
}

test('the table is named "Frontend workshop schedule" by its caption', () => {
  const caption = table().caption;
  expect(caption ? text(caption) : 'no <caption>').toBe('Frontend workshop schedule');
});

test('the column headers are Time, Monday, Tuesday and Wednesday, with scope="col"', () => {
  const headers = within(table()).queryAllByRole('columnheader');
  expect(headers.map(text)).toEqual(['Time', 'Monday', 'Tuesday', 'Wednesday']);
  expect(headers.map((th) => th.scope)).toEqual(['col', 'col', 'col', 'col']);
});

test('the row headers are 09:00, 11:00 and 14:00', () => {
  expect(within(table()).queryAllByRole('rowheader').map(text)).toEqual([
    '09:00',
    '11:00',
    '14:00',
  ]);
});

test('the nine workshops are data cells, in reading order', () => {
  expect(within(table()).queryAllByRole('cell').map(text)).toEqual([
    'Semantic HTML',
    'Flexbox',
    'DOM events',
    'Forms',
    'CSS Grid',
    'Fetch API',
    'Accessibility',
    'Responsive design',
    'Testing',
  ]);
});

test('the header row is in a <thead> and the time rows in a <tbody>', () => {
  const t = table();
  expect(t.tHead ? t.tHead.rows.length : 'no <thead>').toBe(1);
  expect(t.tBodies.length).toBe(1);
  expect([...t.tBodies[0].rows].map((row) => text(row.cells[0]))).toEqual([
    '09:00',
    '11:00',
    '14:00',
  ]);
});

test('the cell for 11:00 on Tuesday, found through its headers, reads "CSS Grid"', () => {
  const t = table();
  const [headerRow, ...bodyRows] = [...t.rows];
  const column = [...headerRow.cells].findIndex(
    (cell) => cell.tagName === 'TH' && text(cell) === 'Tuesday',
  );
  const row = bodyRows.find(
    (r) =>
      r.cells[0].tagName === 'TH' && r.cells[0].scope === 'row' && text(r.cells[0]) === '11:00',
  );
  expect(column).toBe(2);
  expect(row ? text(row.cells[column]) : 'no row with the row header "11:00"').toBe('CSS Grid');
});
