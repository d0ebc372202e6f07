test('stops at the maximum', { description: 'The quantity never goes above the maximum, and Increase is then disabled.' }, async () => {
  const changes = [];
  render(React.createElement(QuantityPicker, { label: 'Seats', value: 4, max: 4, min: 2, onChange: (v) => changes.push(v) }));
  expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Decrease' }));
  expect(changes).toEqual([3]);
});

test('stops at a custom minimum', { description: 'With a minimum other than 1, Decrease cannot go below it.' }, () => {
  const changes = [];
  render(React.createElement(QuantityPicker, { label: 'Seats', value: 2, min: 2, onChange: (v) => changes.push(v) }));
  expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Decrease' }));
  expect(changes).toEqual([]);
});
