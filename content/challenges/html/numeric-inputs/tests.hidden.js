test('the budget moves in steps of 500', { description: 'The budget slider only stops on whole steps of its increment.' }, () => {
  const budget = document.querySelector('[name="budget"]');
  budget.value = '1700';
  expect(budget.value).toBe('1500');
});

test('seats are whole numbers', { description: 'A fractional number of seats is refused by the browser.' }, () => {
  const seats = document.querySelector('[name="seats"]');
  seats.value = '2.5';
  expect(seats.validity.stepMismatch).toBe(true);
});
