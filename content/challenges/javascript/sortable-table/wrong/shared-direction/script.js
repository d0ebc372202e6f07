// Plausible mistake: one direction flag for the whole table, flipped on every click, so a new column
// can start descending.
const table = document.getElementById('courses');
const tbody = table.tBodies[0];
const headers = [...table.tHead.rows[0].cells];

let ascending = false;

function cellValue(row, column) {
  const text = row.cells[column].textContent.trim();
  return headers[column].dataset.type === 'number' ? Number(text) : text;
}

function sortRows(column, isAscending) {
  const rows = [...tbody.rows];
  rows.sort((a, b) => {
    const x = cellValue(a, column);
    const y = cellValue(b, column);
    const order = typeof x === 'number' ? x - y : x.localeCompare(y);
    return isAscending ? order : -order;
  });
  // append() moves the existing rows into their new order.
  tbody.append(...rows);
}

headers.forEach((header, column) => {
  header.querySelector('button').addEventListener('click', () => {
    ascending = !ascending;
    sortRows(column, ascending);
    for (const other of headers) other.removeAttribute('aria-sort');
    header.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
  });
});
