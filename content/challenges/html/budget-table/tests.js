// These tests read the table as the browser lays it out: a header "covers" a cell when the
// cell's horizontal centre lies between the header's left and right edges.
const text = (element) => element.textContent.replace(/\s+/g, ' ').trim();
const box = (element) => element.getBoundingClientRect();
const centreX = (element) => box(element).left + box(element).width / 2;
const covers = (header, cell) =>
  centreX(cell) >= box(header).left && centreX(cell) <= box(header).right;
const amount = (cell) => Number(text(cell).replace(/,/g, ''));

function table() {
  const found = document.querySelector('table');
  if (!found) throw new Error('no <table> on the page');
  return found;
}
function headRows() {
  const head = table().tHead;
  if (!head || head.rows.length < 2) throw new Error('the <thead> needs two rows');
  return [...head.rows];
}
const headerCell = (row, label) => [...row.cells].find((cell) => text(cell) === label);

test('the table is named "Team spending by quarter (USD)" by its caption', () => {
  expect(table().caption ? text(table().caption) : 'no <caption>').toBe(
    'Team spending by quarter (USD)',
  );
  const named = screen.queryByRole('table', { name: 'Team spending by quarter (USD)' });
  expect(named === table()).toBe(true);
});

test('the head has two rows: Team, Q1, Q2, then Budget, Spent, Budget, Spent', () => {
  const head = table().tHead;
  const rows = head ? [...head.rows].map((row) => [...row.cells].map(text)) : [];
  expect(rows).toEqual([
    ['Team', 'Q1', 'Q2'],
    ['Budget', 'Spent', 'Budget', 'Spent'],
  ]);
});

test('Q1 and Q2 each cover their Budget and Spent; Team covers both header rows', () => {
  const [top, second] = headRows();
  const under = (label) => {
    const header = headerCell(top, label);
    return header ? [...second.cells].filter((cell) => covers(header, cell)).map(text) : [];
  };
  expect({ Q1: under('Q1'), Q2: under('Q2') }).toEqual({
    Q1: ['Budget', 'Spent'],
    Q2: ['Budget', 'Spent'],
  });
  const team = headerCell(top, 'Team');
  const reach = !team
    ? 'no Team header'
    : Math.abs(box(team).bottom - box(second).bottom) <= 1
      ? 'Team reaches the second header row'
      : 'Team stops at the first header row';
  expect(reach).toBe('Team reaches the second header row');
});

test('the row headers are Design, Engineering, Marketing and Total', () => {
  expect(within(table()).queryAllByRole('rowheader').map(text)).toEqual([
    'Design',
    'Engineering',
    'Marketing',
    'Total',
  ]);
});

test('the totals row is in a <tfoot> and adds up each column', () => {
  const foot = table().tFoot;
  expect(foot ? foot.rows.length : 'no <tfoot>').toBe(1);
  const totalsRow = foot.rows[0];
  expect(text(totalsRow.cells[0])).toBe('Total');
  const totals = [...totalsRow.cells].slice(1).map(amount);
  expect(totals).toEqual([25000, 23600, 23000, 22800]);
  const sums = [1, 2, 3, 4].map((column) =>
    [...table().tBodies[0].rows].reduce((sum, row) => sum + amount(row.cells[column]), 0),
  );
  expect(totals).toEqual(sums);
});

test('the cell under Q2 → Spent in the Engineering row reads 12,400', () => {
  const [top, second] = headRows();
  const q2 = headerCell(top, 'Q2');
  const spent = [...second.cells].find((cell) => text(cell) === 'Spent' && q2 && covers(q2, cell));
  expect(spent ? 'found' : 'no Spent header under Q2').toBe('found');
  const row = [...table().rows].find((r) => r.cells[0] && text(r.cells[0]) === 'Engineering');
  const cell = row && [...row.cells].slice(1).find((c) => covers(spent, c));
  expect(cell ? text(cell) : 'no Engineering cell under Q2 → Spent').toBe('12,400');
});
