// The app is mounted afresh before every test.
const group = (name) => screen.getByRole('group', { name });
const radios = (name) => within(group(name)).getAllByRole('radio');
// The text of each radio's label, without the star icon: "1 star", "2 stars", …
const radioNames = (name) =>
  radios(name).map((radio) =>
    radio.labels[0].textContent
      .replace(/[^0-9a-z ]/gi, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
const checkedValues = (name) =>
  radios(name)
    .filter((radio) => radio.checked)
    .map((radio) => radio.value);
const summary = (name) =>
  within(group(name))
    .getByText(/^(Not rated yet|Your rating:)/)
    .textContent.trim();
const filledStars = (name) => group(name).querySelectorAll('label.filled').length;
// The Clear rating button is the only button of its group.
const clearButton = (name) => within(group(name)).getByRole('button');

test('two groups, "Rate the content" and "Rate the mentor", each with five unchecked stars', () => {
  for (const name of ['Rate the content', 'Rate the mentor']) {
    expect(radios(name)).toHaveLength(5);
    expect(radioNames(name)).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(checkedValues(name)).toEqual([]);
    expect(summary(name)).toBe('Not rated yet');
  }
});

test('choosing 4 stars checks that radio, fills stars 1 to 4 and says "Your rating: 4 of 5"', async () => {
  const user = userEvent.setup();
  await user.click(within(group('Rate the content')).getByRole('radio', { name: '4 stars' }));
  expect(checkedValues('Rate the content')).toEqual(['4']);
  expect(summary('Rate the content')).toBe('Your rating: 4 of 5');
  expect(filledStars('Rate the content')).toBe(4);
  expect(summary('Rate the mentor')).toBe('Not rated yet');
});

test('Clear rating is disabled until a star is chosen, then clears the rating', async () => {
  const user = userEvent.setup();
  expect(clearButton('Rate the content').disabled).toBe(true);
  await user.click(within(group('Rate the content')).getByRole('radio', { name: '2 stars' }));
  expect(clearButton('Rate the content').disabled).toBe(false);
  await user.click(clearButton('Rate the content'));
  expect(checkedValues('Rate the content')).toEqual([]);
  expect(summary('Rate the content')).toBe('Not rated yet');
  expect(filledStars('Rate the content')).toBe(0);
  expect(clearButton('Rate the content').disabled).toBe(true);
});

test('the arrow keys change the rating like any radio group', async () => {
  const user = userEvent.setup();
  await user.click(within(group('Rate the mentor')).getByRole('radio', { name: '2 stars' }));
  await user.keyboard('{ArrowRight}');
  expect(checkedValues('Rate the mentor')).toEqual(['3']);
  expect(summary('Rate the mentor')).toBe('Your rating: 3 of 5');
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(checkedValues('Rate the mentor')).toEqual(['1']);
  expect(summary('Rate the mentor')).toBe('Your rating: 1 of 5');
  expect(filledStars('Rate the mentor')).toBe(1);
});

test('the rated form has no accessibility problems', async () => {
  const user = userEvent.setup();
  await user.click(within(group('Rate the content')).getByRole('radio', { name: '3 stars' }));
  await expectAccessible();
});
