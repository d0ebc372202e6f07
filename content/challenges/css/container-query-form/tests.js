// The tests measure the two forms as they are in the 1024px-wide frame: the shipping form in the
// wide main panel and the billing form in the narrow sidebar. The threshold test changes the
// width of the main panel and puts it back.
const box = (el) => el.getBoundingClientRect();
const forms = () => [...document.querySelectorAll('.address-form')];
const mainPanel = () => document.querySelector('.panel-main');

// Each row of the form (its children) as seen from the form's edges, in whole px:
// { name: 'First name', left: 0, right: 336, top: 0, bottom: 55, width: 299 } ...
const rowsOf = (form) => {
  const f = box(form);
  return [...form.children].map((el) => {
    const r = box(el);
    return {
      name: el.querySelector('label, button').textContent.trim(),
      left: Math.round(r.left - f.left),
      right: Math.round(f.right - r.right),
      top: Math.round(r.top - f.top),
      bottom: Math.round(r.bottom - f.top),
      width: Math.round(r.width),
    };
  });
};
const columnsOf = (form) => new Set([...form.children].map((el) => Math.round(box(el).left))).size;

test('in the wide shipping panel, the name, city and postcode fields sit in pairs, equal and 24px apart', () => {
  const [first, last, , city, postcode] = rowsOf(forms()[0]);
  const pair = (a, b) => ({
    'first starts at the left edge': a.left,
    'second ends at the right edge': b.right,
    'space between': Math.round(box(forms()[0]).width) - a.width - b.width,
    'same width': a.width === b.width,
    'same row': a.top === b.top,
  });
  const expected = {
    'first starts at the left edge': 0,
    'second ends at the right edge': 0,
    'space between': 24,
    'same width': true,
    'same row': true,
  };
  expect({ names: pair(first, last), places: pair(city, postcode) }).toEqual({
    names: expected,
    places: expected,
  });
});

test('in the wide shipping panel, street, notes and the button row span the whole form', () => {
  const rows = rowsOf(forms()[0]);
  const full = [rows[2], rows[5], rows[6]].map((r) => `${r.name}: ${r.left} ${r.right}`);
  expect(full).toEqual([
    'Street address: 0 0',
    'Delivery notes: 0 0',
    'Save shipping address: 0 0',
  ]);
});

test('in the wide shipping panel, the rows are 16px apart', () => {
  const [first, , street, city, , notes, actions] = rowsOf(forms()[0]);
  expect([
    street.top - first.bottom,
    city.top - street.bottom,
    notes.top - city.bottom,
    actions.top - notes.bottom,
  ]).toEqual([16, 16, 16, 16]);
});

test('in the narrow billing sidebar, the form is one column, each field 16px below the last', () => {
  const rows = rowsOf(forms()[1]);
  expect({
    columns: columnsOf(forms()[1]),
    'left edges': rows.map((r) => r.left),
    'gaps down': rows.slice(1).map((r, i) => r.top - rows[i].bottom),
  }).toEqual({
    columns: 1,
    'left edges': [0, 0, 0, 0, 0, 0, 0],
    'gaps down': [16, 16, 16, 16, 16, 16],
  });
});

test('the shipping form has 1 column in a 599px-wide panel and 2 from exactly 600px', () => {
  // The panel has 16px of padding and a 1px border on each side: 34px around its content.
  const columnsWithContent = (width) => {
    mainPanel().style.width = `${width + 34}px`;
    const columns = columnsOf(forms()[0]);
    mainPanel().style.width = '';
    return columns;
  };
  expect({ '599px': columnsWithContent(599), '600px': columnsWithContent(600) }).toEqual({
    '599px': 1,
    '600px': 2,
  });
});
