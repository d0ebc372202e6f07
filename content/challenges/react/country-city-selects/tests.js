// The app is mounted afresh before every test. The two selects are found in page order (Country
// first, City second); the accessibility test checks that both have a label.
const countrySelect = () => screen.getAllByRole('combobox')[0];
const citySelect = () => screen.getAllByRole('combobox')[1];
const optionTexts = (select) =>
  Array.from(select.options).map((option) => option.textContent.trim());
const summaryText = () => {
  const summary = screen.queryByText(/^Shipping to/);
  return summary ? summary.textContent.trim() : 'no "Shipping to" paragraph';
};

test('Country lists the three countries after "Choose a country"; City is disabled at first', () => {
  expect(screen.getAllByRole('combobox')).toHaveLength(2);
  expect(optionTexts(countrySelect())).toEqual(['Choose a country', 'Germany', 'Japan', 'Brazil']);
  expect(countrySelect().value).toBe('');
  expect(citySelect().disabled).toBe(true);
  expect(citySelect().value).toBe('');
  expect(summaryText()).toBe('no "Shipping to" paragraph');
});

test("choosing Japan enables City and lists Japan's cities", async () => {
  const user = userEvent.setup();
  await user.selectOptions(countrySelect(), 'Japan');
  expect(citySelect().disabled).toBe(false);
  expect(optionTexts(citySelect())).toEqual(['Choose a city', 'Osaka', 'Tokyo', 'Kyoto']);
  expect(citySelect().value).toBe('');
  expect(summaryText()).toBe('no "Shipping to" paragraph');
});

test('choosing Germany and then Munich shows "Shipping to Munich, Germany"', async () => {
  const user = userEvent.setup();
  await user.selectOptions(countrySelect(), 'Germany');
  await user.selectOptions(citySelect(), 'Munich');
  expect(citySelect().value).toBe('Munich');
  expect(summaryText()).toBe('Shipping to Munich, Germany');
});

test('changing the country clears the city and the summary', async () => {
  const user = userEvent.setup();
  await user.selectOptions(countrySelect(), 'Germany');
  await user.selectOptions(citySelect(), 'Berlin');
  await user.selectOptions(countrySelect(), 'Brazil');
  expect(citySelect().value).toBe('');
  expect(optionTexts(citySelect())).toEqual([
    'Choose a city',
    'Recife',
    'Rio de Janeiro',
    'São Paulo',
  ]);
  expect(summaryText()).toBe('no "Shipping to" paragraph');
  await user.selectOptions(citySelect(), 'Recife');
  expect(summaryText()).toBe('Shipping to Recife, Brazil');
});

test('the picker has no accessibility problems', async () => {
  const user = userEvent.setup();
  await user.selectOptions(countrySelect(), 'Japan');
  await user.selectOptions(citySelect(), 'Tokyo');
  await expectAccessible();
});
