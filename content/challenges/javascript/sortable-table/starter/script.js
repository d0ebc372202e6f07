const table = document.getElementById('courses');
const tbody = table.tBodies[0];
const headers = [...table.tHead.rows[0].cells];

// For each header's button, on click:
// 1. work out the direction (a new column starts ascending, the same column flips);
// 2. sort the rows of tbody by that column (numbers as numbers, text alphabetically);
// 3. set aria-sort on the sorted column's <th> and remove it from the others.
