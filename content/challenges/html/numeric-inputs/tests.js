test('Seats is a number from 1 to 6, starting at 1', () => {
  const seats = screen.getByLabelText('Seats');
  expect([seats.type, seats.min, seats.max, seats.value]).toEqual(['number', '1', '6', '1']);
});

test('the budget is a range from 500 to 5000 starting at 1500', () => {
  const budget = screen.getByLabelText('Budget per seat (₹)');
  expect([budget.type, budget.min, budget.max, budget.value]).toEqual(['range', '500', '5000', '1500']);
});

test('the date is required and no earlier than 1 December 2026', () => {
  const date = screen.getByLabelText('Date');
  expect(date.type).toBe('date');
  expect(date.required).toBe(true);
  date.value = '2026-11-30';
  expect(date.validity.rangeUnderflow).toBe(true);
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
