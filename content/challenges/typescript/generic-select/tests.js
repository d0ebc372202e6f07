// The component is mounted afresh before each test.
const optionTexts = (select) => [...select.options].map((option) => option.textContent);

test('App shows a Plan select with the three plans, Free chosen', () => {
  const select = screen.getByLabelText('Plan');
  expect(optionTexts(select)).toEqual(['Free', 'Pro', 'Team']);
  expect(select).toHaveValue('free');
  expect(screen.getByText('Total: ₹0 a month')).toBeInTheDocument();
});

test('choosing a plan and a number of seats updates the total', async () => {
  const user = userEvent.setup();
  expect(optionTexts(screen.getByLabelText('Seats'))).toEqual(['1 seat', '5 seats', '10 seats']);
  await user.selectOptions(screen.getByLabelText('Plan'), 'pro');
  expect(screen.getByText('Total: ₹499 a month')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Seats'), '5');
  expect(screen.getByText('Total: ₹2495 a month')).toBeInTheDocument();
});

test('Select shows each option by getLabel, keyed by getKey', () => {
  const countries = [
    { code: 'IN', name: 'India' },
    { code: 'JP', name: 'Japan' },
  ];
  render(
    React.createElement(Select, {
      label: 'Country',
      options: countries,
      value: countries[1],
      getKey: (country) => country.code,
      getLabel: (country) => country.name,
      onChange: () => {},
    }),
  );
  const select = screen.getByLabelText('Country');
  expect(optionTexts(select)).toEqual(['India', 'Japan']);
  expect([...select.options].map((option) => option.value)).toEqual(['IN', 'JP']);
  expect(select).toHaveValue('JP');
});

test('choosing an option calls onChange with that option itself', async () => {
  const countries = [
    { code: 'IN', name: 'India' },
    { code: 'JP', name: 'Japan' },
  ];
  const chosen = [];
  render(
    React.createElement(Select, {
      label: 'Country',
      options: countries,
      value: countries[0],
      getKey: (country) => country.code,
      getLabel: (country) => country.name,
      onChange: (country) => chosen.push(country),
    }),
  );
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Country'), 'JP');
  expect(chosen).toHaveLength(1);
  expect(chosen[0]).toBe(countries[1]);
});
