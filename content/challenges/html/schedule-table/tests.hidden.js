// Hidden tests: run by the server's grader after tests.js, in the same page.
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();

function scheduleTable() {
  const found = screen.queryByRole('table', { name: 'Frontend workshop schedule' });
  if (!found) throw new Error('no table is named "Frontend workshop schedule": add a <caption>');
  return found;
}

test('every workshop is found through its time and day headers', { description: 'Every workshop stays a data cell in the row of its time and the column of its day, found through the time row headers and the day headers with scope="col", so no cell is added, removed or moved.' }, () => {
  const t = scheduleTable();
  const [headerRow, ...bodyRows] = [...t.rows];
  const days = ['Monday', 'Tuesday', 'Wednesday'];
  const lookup = {};
  for (const time of ['09:00', '11:00', '14:00']) {
    const row = bodyRows.find(
      (r) => r.cells[0] && r.cells[0].tagName === 'TH' && squash(r.cells[0]) === time,
    );
    for (const day of days) {
      const column = [...headerRow.cells].findIndex(
        (cell) => cell.tagName === 'TH' && cell.scope === 'col' && squash(cell) === day,
      );
      const cell = row && column > 0 ? row.cells[column] : null;
      lookup[`${day} ${time}`] = !row
        ? `no row header "${time}"`
        : !cell
          ? `no column header "${day}"`
          : `${cell.tagName.toLowerCase()} ${squash(cell)}`;
    }
  }
  expect(lookup).toEqual({
    'Monday 09:00': 'td Semantic HTML',
    'Tuesday 09:00': 'td Flexbox',
    'Wednesday 09:00': 'td DOM events',
    'Monday 11:00': 'td Forms',
    'Tuesday 11:00': 'td CSS Grid',
    'Wednesday 11:00': 'td Fetch API',
    'Monday 14:00': 'td Accessibility',
    'Tuesday 14:00': 'td Responsive design',
    'Wednesday 14:00': 'td Testing',
  });
});

test('the <b> tags and the old title paragraph are gone', { description: 'All the b tags are removed, and the old paragraph holding the title is gone now that the caption names the table.' }, () => {
  const bold = [...document.querySelectorAll('b')].map((b) => squash(b));
  expect(bold).toEqual([]);
  const titleParagraphs = [...document.querySelectorAll('p')].filter(
    (p) => squash(p) === 'Frontend workshop schedule',
  );
  expect(titleParagraphs.length).toBe(0);
});
