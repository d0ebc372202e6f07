// Hidden tests: run by the server's grader after tests.js, in the same page. Like the visible
// tests, they read the table as laid out: a header covers a cell when the cell's horizontal centre
// lies between the header's left and right edges.
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();
const rect = (element) => element.getBoundingClientRect();
const middle = (element) => rect(element).left + rect(element).width / 2;
const isUnder = (header, cell) =>
  middle(cell) >= rect(header).left && middle(cell) <= rect(header).right;

function theTable() {
  const found = document.querySelector('table');
  if (!found) throw new Error('no <table> on the page');
  return found;
}

test('the quarters are <th scope="colgroup"> over two columns; Budget and Spent are <th scope="col">', { description: 'Q1 and Q2 are header cells (th) that each span two columns with scope="colgroup", every Budget and Spent header is a th with scope="col", and Team is a header cell too.' }, () => {
  const head = theTable().tHead;
  const rows = head ? [...head.rows] : [];
  const describe = (cell) =>
    `${cell.tagName.toLowerCase()} ${squash(cell)}${cell.scope ? ` scope=${cell.scope}` : ''}`;
  expect(rows.length ? [...rows[0].cells].slice(1).map(describe) : 'no <thead> rows').toEqual([
    'th Q1 scope=colgroup',
    'th Q2 scope=colgroup',
  ]);
  expect(rows.length ? [...rows[0].cells].slice(1).map((cell) => cell.colSpan) : []).toEqual([
    2, 2,
  ]);
  expect(rows.length > 1 ? [...rows[1].cells].map(describe) : 'no second header row').toEqual([
    'th Budget scope=col',
    'th Spent scope=col',
    'th Budget scope=col',
    'th Spent scope=col',
  ]);
  const team = rows.length ? rows[0].cells[0] : null;
  expect(team ? `${team.tagName.toLowerCase()} ${squash(team)}` : 'no Team header').toBe('th Team');
});

test('every number stays a data cell under its own quarter and column', { description: 'Every number keeps its exact text in a data cell (td) that sits, on screen, under its own quarter and Budget or Spent column, in its own team row, and the totals line up the same way.' }, () => {
  const head = theTable().tHead;
  if (!head || head.rows.length < 2) throw new Error('the <thead> needs two rows');
  const [top, second] = head.rows;
  // The four column headers, named by the quarter above them: "Q1 Budget", "Q1 Spent", ...
  const columns = [...second.cells].map((header) => {
    const quarter = [...top.cells].find((q) => /^Q\d$/.test(squash(q)) && isUnder(q, header));
    return { header, name: `${quarter ? squash(quarter) : '?'} ${squash(header)}` };
  });
  const read = (row) => {
    const entry = { team: squash(row.cells[0]) };
    for (const { header, name } of columns) {
      const cell = [...row.cells].slice(1).find((c) => isUnder(header, c));
      entry[name] = !cell
        ? '(nothing)'
        : cell.tagName === 'TD'
          ? squash(cell)
          : `<th> ${squash(cell)}`;
    }
    return entry;
  };
  const bodyRows = [...theTable().tBodies].flatMap((body) => [...body.rows]);
  const footRows = theTable().tFoot ? [...theTable().tFoot.rows] : [];
  const row = (team, a, b, c, d) => ({
    team,
    'Q1 Budget': a,
    'Q1 Spent': b,
    'Q2 Budget': c,
    'Q2 Spent': d,
  });
  expect([...bodyRows, ...footRows].map(read)).toEqual([
    row('Design', '5,000', '4,200', '5,000', '5,300'),
    row('Engineering', '12,000', '11,500', '12,000', '12,400'),
    row('Marketing', '8,000', '7,900', '6,000', '5,100'),
    row('Total', '25,000', '23,600', '23,000', '22,800'),
  ]);
});

test('the caption replaced the old heading: the title is not shown twice', { description: 'The caption replaces the old heading: the table title appears only once on the page, in the caption.' }, () => {
  const title = 'Team spending by quarter (USD)';
  const elsewhere = [...document.body.querySelectorAll('*')].filter(
    (element) =>
      element.tagName !== 'CAPTION' &&
      !element.closest('caption') &&
      element.children.length === 0 &&
      squash(element) === title,
  );
  expect(elsewhere.map((element) => `<${element.tagName.toLowerCase()}>`)).toEqual([]);
});
