// The app is mounted afresh before every test. The render-count tests render ProductTable on its
// own with a spy as onRowRender: ProductRow calls it with the product's id each time it renders.
const ITEMS = [
  { id: 1, name: 'Monitor arm', category: 'Desk', price: 8900 },
  { id: 2, name: 'Desk lamp', category: 'Lighting', price: 3900 },
  { id: 3, name: 'Keyboard tray', category: 'Desk', price: 4500 },
  { id: 4, name: 'Floor lamp', category: 'Lighting', price: 12900 },
  { id: 5, name: 'Cable box', category: 'Storage', price: 1900 },
  { id: 6, name: 'Drawer unit', category: 'Storage', price: 15900 },
];
const bodyRows = () => screen.getAllByRole('row').slice(1);
const shownNames = () => bodyRows().map((row) => row.cells[0].textContent.trim());
const comparing = () => screen.getByText(/^Comparing/).textContent.trim();
const compareButton = (name) => screen.getByRole('button', { name: `Compare ${name}` });
/** Renders ProductTable with a spy; renders() lists the row ids rendered since the last call. */
function renderCounted() {
  const onRowRender = createSpy();
  render(React.createElement(ProductTable, { products: ITEMS, onRowRender }));
  let seen = 0;
  return () => {
    const ids = onRowRender.calls.slice(seen).map(([id]) => id);
    seen = onRowRender.calls.length;
    return ids;
  };
}

test('the table lists the six products by name, with prices in dollars', () => {
  expect(shownNames()).toEqual([
    'Cable box',
    'Desk lamp',
    'Drawer unit',
    'Floor lamp',
    'Keyboard tray',
    'Monitor arm',
  ]);
  expect(bodyRows()[0].cells[2].textContent.trim()).toBe('$19.00');
  expect(comparing()).toBe('Comparing 0 products');
});

test('the filter ignores case, and Sort by Price orders the rows from cheap to expensive', async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Filter products'), 'LAMP');
  expect(shownNames()).toEqual(['Desk lamp', 'Floor lamp']);
  await user.clear(screen.getByLabelText('Filter products'));
  await user.selectOptions(screen.getByLabelText('Sort by'), 'price');
  expect(shownNames()).toEqual([
    'Cable box',
    'Desk lamp',
    'Keyboard tray',
    'Monitor arm',
    'Floor lamp',
    'Drawer unit',
  ]);
});

test('Compare buttons toggle aria-pressed and the count of compared products', async () => {
  const user = userEvent.setup();
  await user.click(compareButton('Desk lamp'));
  await user.click(compareButton('Drawer unit'));
  expect(compareButton('Desk lamp').getAttribute('aria-pressed')).toBe('true');
  expect(comparing()).toBe('Comparing 2 products');
  await user.click(compareButton('Desk lamp'));
  expect(compareButton('Desk lamp').getAttribute('aria-pressed')).toBe('false');
  expect(comparing()).toBe('Comparing 1 product');
});

test('each row renders once when the table first appears', () => {
  const renders = renderCounted();
  expect(renders()).toEqual([5, 2, 6, 4, 3, 1]);
});

test('typing in the filter renders none of the rows that stay in the table', async () => {
  const renders = renderCounted();
  renders();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Filter products'), 'lamp');
  expect(shownNames()).toEqual(['Desk lamp', 'Floor lamp']);
  expect(renders()).toEqual([]);
});

test('Compare on one row renders only that row again', async () => {
  const renders = renderCounted();
  renders();
  const user = userEvent.setup();
  await user.click(compareButton('Floor lamp'));
  expect(renders()).toEqual([4]);
  await user.click(compareButton('Cable box'));
  await user.click(compareButton('Floor lamp'));
  expect(renders()).toEqual([5, 4]);
  expect(comparing()).toBe('Comparing 1 product');
});
