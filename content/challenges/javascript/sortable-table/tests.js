// The tests share one page and run in order: each click continues from the order the previous left.
const rows = () =>
  [...document.querySelectorAll('#courses tbody tr')].map((tr) =>
    [...tr.cells].map((td) => td.textContent.trim()),
  );
const column = (index) => rows().map((cells) => cells[index]);
const sortState = () =>
  Object.fromEntries(
    ['Course', 'Lessons', 'Rating'].map((name) => {
      const th = screen.getByRole('button', { name }).closest('th');
      return [name, th.getAttribute('aria-sort') ?? 'none'];
    }),
  );
const sortBy = (user, name) => user.click(screen.getByRole('button', { name }));

test('at first the rows are in page order and no column has aria-sort', () => {
  expect(column(0)).toEqual([
    'Flexbox layouts',
    'React basics',
    'async JavaScript',
    'CSS Grid',
    'HTML forms',
  ]);
  expect(sortState()).toEqual({ Course: 'none', Lessons: 'none', Rating: 'none' });
});

test('clicking "Course" sorts A to Z, ignoring upper and lower case', async () => {
  const user = userEvent.setup();
  await sortBy(user, 'Course');
  expect(column(0)).toEqual([
    'async JavaScript',
    'CSS Grid',
    'Flexbox layouts',
    'HTML forms',
    'React basics',
  ]);
  expect(sortState()).toEqual({ Course: 'ascending', Lessons: 'none', Rating: 'none' });
});

test('clicking "Course" again sorts Z to A with aria-sort="descending"', async () => {
  const user = userEvent.setup();
  await sortBy(user, 'Course');
  expect(column(0)).toEqual([
    'React basics',
    'HTML forms',
    'Flexbox layouts',
    'CSS Grid',
    'async JavaScript',
  ]);
  expect(sortState()).toEqual({ Course: 'descending', Lessons: 'none', Rating: 'none' });
});

test('clicking "Lessons" sorts by number, smallest first, and moves aria-sort to it', async () => {
  const user = userEvent.setup();
  await sortBy(user, 'Lessons');
  expect(column(1)).toEqual(['8', '9', '12', '24', '30']);
  expect(sortState()).toEqual({ Course: 'none', Lessons: 'ascending', Rating: 'none' });
});

test('every row keeps its own cells together when sorted', () => {
  expect(rows()).toEqual([
    ['HTML forms', '8', '4.9'],
    ['async JavaScript', '9', '4.7'],
    ['Flexbox layouts', '12', '4.6'],
    ['CSS Grid', '24', '4.5'],
    ['React basics', '30', '4.8'],
  ]);
});
