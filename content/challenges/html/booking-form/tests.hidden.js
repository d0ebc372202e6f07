// Hidden tests: run by the server's grader after tests.js, in the same page (the form is filled
// in and valid at this point). Each test puts back the values the visible tests chose.
function labelled(label) {
  const found = screen.queryByLabelText(label);
  if (!found) throw new Error(`no field is labelled "${label}": connect a <label> to it`);
  return found;
}

async function typeInto(input, text) {
  const user = userEvent.setup();
  await user.clear(input);
  if (text) await user.type(input, text);
}

test('the workshop options are the placeholder, then html-basics, css-basics, a11y-audit and perf-tuning', { description: 'The Workshop select holds only the placeholder and the four workshops, each with the value the instructions give; any workshop can be chosen, and choosing the placeholder again counts as nothing chosen.' }, async () => {
  const select = labelled('Workshop');
  const options = [...select.options].map((option) => `${option.text.trim()} = "${option.value}"`);
  expect(options).toEqual([
    'Choose a workshop = ""',
    'HTML basics = "html-basics"',
    'CSS basics = "css-basics"',
    'Accessibility audit = "a11y-audit"',
    'Performance tuning = "perf-tuning"',
  ]);
  const user = userEvent.setup();
  await user.selectOptions(select, 'Performance tuning');
  expect(select.value).toBe('perf-tuning');
  await user.selectOptions(select, 'Choose a workshop');
  expect(select.validity.valueMissing).toBe(true);
  await user.selectOptions(select, 'Accessibility audit');
});

test('Seats accepts 1 and 5, and Date accepts 1 January and 31 December 2026', { description: 'Seats accepts both ends of its 1 to 5 range and rejects numbers below or above it, and Date accepts the first and last days of 2026 but rejects a day in another year.' }, async () => {
  const seats = labelled('Seats');
  const verdicts = {};
  for (const value of ['1', '5', '-1', '10']) {
    await typeInto(seats, value);
    verdicts[`seats ${value}`] = seats.validity.valid ? 'accepted' : 'rejected';
  }
  await typeInto(seats, '3');
  const date = labelled('Date');
  for (const value of ['2026-01-01', '2026-12-31', '2026-12-30', '2025-01-01']) {
    date.value = value;
    verdicts[`date ${value}`] = date.validity.valid ? 'accepted' : 'rejected';
  }
  date.value = '2026-03-14';
  expect(verdicts).toEqual({
    'seats 1': 'accepted',
    'seats 5': 'accepted',
    'seats -1': 'rejected',
    'seats 10': 'rejected',
    'date 2026-01-01': 'accepted',
    'date 2026-12-31': 'accepted',
    'date 2026-12-30': 'accepted',
    'date 2025-01-01': 'rejected',
  });
}, 5000);

test('City is a required text field, Seats and Date are required, and Notes is sent as "notes"', { description: 'City stays a plain text field, and City, Seats and Date each report a missing value when left empty; whatever is typed in Notes is sent with the form under its original name.' }, async () => {
  const city = labelled('City');
  const seats = labelled('Seats');
  const date = labelled('Date');
  expect(city.type).toBe('text');
  await typeInto(city, '');
  await typeInto(seats, '');
  date.value = '';
  const missing = {
    City: city.validity.valueMissing,
    Seats: seats.validity.valueMissing,
    Date: date.validity.valueMissing,
  };
  await typeInto(city, 'Lisbon');
  await typeInto(seats, '3');
  date.value = '2026-03-14';
  expect(missing).toEqual({ City: true, Seats: true, Date: true });
  const notes = labelled('Notes');
  await typeInto(notes, 'Wheelchair access, please.');
  const sent = new FormData(notes.form);
  expect(sent.get('notes')).toBe('Wheelchair access, please.');
  expect(notes.form.checkValidity()).toBe(true);
}, 5000);

test('the page has no accessibility problems', { description: 'The page passes an automated accessibility check (labels, names, alt text, valid ARIA, contrast).' }, async () => {
  await expectAccessible();
});
