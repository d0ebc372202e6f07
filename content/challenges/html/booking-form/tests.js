// The tests share one page and run in order: the values chosen and typed by one test stay in
// the form for the next, and the last test checks the whole form.
function field(label) {
  const found = screen.queryByLabelText(label);
  if (!found) throw new Error(`no field is labelled "${label}": connect a <label> to it`);
  return found;
}
const form = () => field('Workshop').form;

async function retype(input, text) {
  const user = userEvent.setup();
  await user.clear(input);
  await user.type(input, text);
}

test('the Workshop select is required and starts with nothing chosen', () => {
  const select = field('Workshop');
  expect(select.tagName).toBe('SELECT');
  expect({ required: select.required, value: select.value }).toEqual({ required: true, value: '' });
  expect(select.validity.valueMissing).toBe(true);
});

test('the workshops are grouped as Beginner and Advanced', () => {
  const groups = [...field('Workshop').querySelectorAll('optgroup')].map((group) => ({
    label: group.label,
    options: [...group.querySelectorAll('option')].map((option) => option.text.trim()),
  }));
  expect(groups).toEqual([
    { label: 'Beginner', options: ['HTML basics', 'CSS basics'] },
    { label: 'Advanced', options: ['Accessibility audit', 'Performance tuning'] },
  ]);
});

test('choosing "Accessibility audit" gives a11y-audit, from the Advanced group', async () => {
  const user = userEvent.setup();
  const select = field('Workshop');
  await user.selectOptions(select, 'Accessibility audit');
  const option = select.selectedOptions[0];
  expect(select.value).toBe('a11y-audit');
  expect(option.parentElement.label).toBe('Advanced');
  expect(select.validity.valid).toBe(true);
});

test('the City field suggests Berlin, Lisbon, Madrid and Paris from a datalist', async () => {
  const city = field('City');
  const list = city.list;
  expect(list ? list.tagName : 'the list attribute points at nothing').toBe('DATALIST');
  expect([...list.options].map((option) => option.value)).toEqual([
    'Berlin',
    'Lisbon',
    'Madrid',
    'Paris',
  ]);
  await retype(city, 'Lisbon');
  expect(city.validity.valid).toBe(true);
});

test('Seats is a number from 1 to 5, starting at 1', async () => {
  const seats = field('Seats');
  expect({ type: seats.type, value: seats.value }).toEqual({ type: 'number', value: '1' });
  const verdicts = {};
  for (const value of ['0', '6', '3']) {
    await retype(seats, value);
    verdicts[value] = seats.validity.valid ? 'accepted' : 'rejected';
  }
  expect(verdicts).toEqual({ 0: 'rejected', 6: 'rejected', 3: 'accepted' });
});

test('Date only accepts days in 2026, and Notes holds at most 200 characters', () => {
  const date = field('Date');
  expect(date.type).toBe('date');
  const verdicts = {};
  for (const value of ['2025-12-31', '2027-01-01', '2026-03-14']) {
    date.value = value;
    verdicts[value] = date.validity.valid ? 'accepted' : 'rejected';
  }
  expect(verdicts).toEqual({
    '2025-12-31': 'rejected',
    '2027-01-01': 'rejected',
    '2026-03-14': 'accepted',
  });
  const notes = field('Notes');
  expect({ tag: notes.tagName, maxLength: notes.maxLength }).toEqual({
    tag: 'TEXTAREA',
    maxLength: 200,
  });
});

test('the filled-in form is valid and sends the booking', () => {
  expect(form().checkValidity()).toBe(true);
  const sent = Object.fromEntries(new FormData(form()));
  expect({ workshop: sent.workshop, city: sent.city, seats: sent.seats, date: sent.date }).toEqual({
    workshop: 'a11y-audit',
    city: 'Lisbon',
    seats: '3',
    date: '2026-03-14',
  });
});
