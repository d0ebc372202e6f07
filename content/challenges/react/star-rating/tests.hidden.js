// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test.
const ratingGroup = (name) => screen.getByRole('group', { name });
const starRadios = (name) => within(ratingGroup(name)).getAllByRole('radio');
const checkedStars = (name) =>
  starRadios(name)
    .filter((radio) => radio.checked)
    .map((radio) => radio.value);
const ratingText = (name) =>
  within(ratingGroup(name))
    .getByText(/^(Not rated yet|Your rating:)/)
    .textContent.trim();

test(
  'rating the mentor leaves the content rating alone, and the arrow keys wrap inside one group',
  {
    description:
      'The two ratings on the page are independent: choosing a star in one keeps the other one as it was, and the arrow keys wrap around inside a single rating without moving into the other one.',
  },
  async () => {
    const user = userEvent.setup();
    await user.click(
      within(ratingGroup('Rate the content')).getByRole('radio', { name: '5 stars' }),
    );
    await user.click(
      within(ratingGroup('Rate the mentor')).getByRole('radio', { name: '2 stars' }),
    );
    expect(checkedStars('Rate the content')).toEqual(['5']);
    expect(ratingText('Rate the content')).toBe('Your rating: 5 of 5');
    expect(checkedStars('Rate the mentor')).toEqual(['2']);
    starRadios('Rate the content')[4].focus();
    await user.keyboard('{ArrowRight}');
    expect(checkedStars('Rate the content')).toEqual(['1']);
    expect(ratingText('Rate the content')).toBe('Your rating: 1 of 5');
    expect(checkedStars('Rate the mentor')).toEqual(['2']);
    expect(ratingText('Rate the mentor')).toBe('Your rating: 2 of 5');
  },
);

test(
  'StarRating with max={3} shows three stars and "Your rating: 3 of 3"',
  {
    description:
      'StarRating rendered on its own with a different max shows that many stars, labelled and counted the same way, and the summary uses that max.',
  },
  async () => {
    if (typeof StarRating !== 'function') {
      throw new Error('define a component named StarRating at the top level of App.jsx');
    }
    render(React.createElement(StarRating, { label: 'Rate the exercise', max: 3 }));
    expect(starRadios('Rate the exercise')).toHaveLength(3);
    const user = userEvent.setup();
    await user.click(
      within(ratingGroup('Rate the exercise')).getByRole('radio', { name: '3 stars' }),
    );
    expect(ratingText('Rate the exercise')).toBe('Your rating: 3 of 3');
    expect(ratingGroup('Rate the exercise').querySelectorAll('label.filled').length).toBe(3);
    await user.keyboard('{ArrowRight}');
    expect(checkedStars('Rate the exercise')).toEqual(['1']);
  },
);
