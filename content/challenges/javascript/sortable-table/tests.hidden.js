// Runs after tests.js, on the same page: the table is sorted by Lessons, ascending.
const courseRows = () =>
  [...document.querySelectorAll('#courses tbody tr')].map((tr) =>
    [...tr.cells].map((td) => td.textContent.trim()),
  );
const ariaSorts = () =>
  Object.fromEntries(
    ['Course', 'Lessons', 'Rating'].map((name) => {
      const th = screen.getByRole('button', { name }).closest('th');
      return [name, th.getAttribute('aria-sort') ?? 'none'];
    }),
  );
const clickHeader = (user, name) => user.click(screen.getByRole('button', { name }));

test(
  'a column clicked for the first time always starts ascending',
  {
    description:
      'Switching to a column that was not sorted yet always sorts it ascending first, whatever the direction of the previously sorted column.',
  },
  async () => {
    const user = userEvent.setup();
    await clickHeader(user, 'Rating');
    expect(courseRows().map((cells) => cells[2])).toEqual(['4.5', '4.6', '4.7', '4.8', '4.9']);
    expect(ariaSorts()).toEqual({ Course: 'none', Lessons: 'none', Rating: 'ascending' });
    await clickHeader(user, 'Rating');
    await clickHeader(user, 'Lessons');
    expect(courseRows().map((cells) => cells[1])).toEqual(['8', '9', '12', '24', '30']);
    expect(ariaSorts()).toEqual({ Course: 'none', Lessons: 'ascending', Rating: 'none' });
  },
);

test(
  'clicking the same column again and again keeps flipping the direction',
  {
    description:
      'Repeated clicks on one column keep flipping between descending and ascending, with aria-sort following each time.',
  },
  async () => {
    const user = userEvent.setup();
    await clickHeader(user, 'Lessons');
    expect(courseRows().map((cells) => cells[1])).toEqual(['30', '24', '12', '9', '8']);
    expect(ariaSorts().Lessons).toBe('descending');
    await clickHeader(user, 'Lessons');
    expect(courseRows().map((cells) => cells[1])).toEqual(['8', '9', '12', '24', '30']);
    expect(ariaSorts().Lessons).toBe('ascending');
  },
);

test(
  'going back to a column sorted earlier starts ascending again',
  {
    description:
      'A column that was sorted earlier, then left for another column, starts ascending again when it is clicked once more.',
  },
  async () => {
    const user = userEvent.setup();
    await clickHeader(user, 'Course');
    expect(courseRows()).toEqual([
      ['async JavaScript', '9', '4.7'],
      ['CSS Grid', '24', '4.5'],
      ['Flexbox layouts', '12', '4.6'],
      ['HTML forms', '8', '4.9'],
      ['React basics', '30', '4.8'],
    ]);
    expect(ariaSorts()).toEqual({ Course: 'ascending', Lessons: 'none', Rating: 'none' });
  },
);
