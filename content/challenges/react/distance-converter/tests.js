const km = () => screen.getByLabelText('Kilometres');
const miles = () => screen.getByLabelText('Miles');

test('both inputs start empty', () => {
  expect(km().value).toBe('');
  expect(miles().value).toBe('');
});

test('typing 10 in Kilometres shows 6.214 in Miles', async () => {
  const user = userEvent.setup();
  await user.type(km(), '10');
  expect(km().value).toBe('10');
  expect(miles().value).toBe('6.214');
});

test('typing 5 in Miles shows 8.047 in Kilometres', async () => {
  const user = userEvent.setup();
  await user.type(miles(), '5');
  expect(miles().value).toBe('5');
  expect(km().value).toBe('8.047');
});

test('1.609344 km shows exactly 1 mile, also after typing in Miles first', async () => {
  const user = userEvent.setup();
  await user.type(miles(), '3');
  await user.clear(km());
  await user.type(km(), '1.609344');
  expect(km().value).toBe('1.609344');
  expect(miles().value).toBe('1');
});

test('emptying one input empties the other', async () => {
  const user = userEvent.setup();
  await user.type(km(), '42');
  await user.clear(km());
  expect(miles().value).toBe('');
});

test('DistanceInput on its own shows its value prop and reports typing through onChange', async () => {
  if (typeof DistanceInput !== 'function') {
    throw new Error('define a component named DistanceInput at the top level of App.jsx');
  }
  const onChange = createSpy();
  render(React.createElement(DistanceInput, { label: 'Metres', value: '3', onChange }));
  const input = screen.getByLabelText('Metres');
  expect(input.value).toBe('3');
  const user = userEvent.setup();
  await user.type(input, '7');
  expect(onChange).toHaveBeenCalledWith('37');
  // The value comes from the parent, which did not change it.
  expect(input.value).toBe('3');
});
