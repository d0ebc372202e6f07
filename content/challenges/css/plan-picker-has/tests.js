// The tests share one page, in order: they choose Pro with a click, then move the keyboard focus
// with Tab, first to the plans and then to Continue.
const plans = () => [...document.querySelectorAll('.plan')];
const names = ['Free', 'Pro', 'Team'];
const CHOSEN = 'border rgb(79, 70, 229), background rgb(238, 242, 255)';
const PLAIN = 'border rgb(203, 213, 225), background rgb(255, 255, 255)';
const look = (card) => {
  const s = getComputedStyle(card);
  return `border ${s.borderTopColor}, background ${s.backgroundColor}`;
};
const looks = () => Object.fromEntries(plans().map((card, i) => [names[i], look(card)]));
const ring = (card) => {
  const s = getComputedStyle(card);
  return s.outlineStyle === 'none'
    ? 'none'
    : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} offset ${s.outlineOffset}`;
};

test('at first the Free card (its radio is checked) is highlighted and the others are plain', () => {
  expect(looks()).toEqual({ Free: CHOSEN, Pro: PLAIN, Team: PLAIN });
});

test('clicking the Pro card chooses Pro: the highlight moves from Free to Pro', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByText('Pro'));
  expect(screen.getByRole('radio', { name: /Pro/ })).toBeChecked();
  expect(looks()).toEqual({ Free: PLAIN, Pro: CHOSEN, Team: PLAIN });
});

test('pressing Tab focuses the chosen radio, and its whole card shows a 3px ring, 2px away', async () => {
  document.activeElement?.blur();
  const user = userEvent.setup();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Pro/ }));
  expect(ring(plans()[1])).toBe('solid 3px rgb(79, 70, 229) offset 2px');
});

test('pressing Tab again moves to Continue, and no card shows a ring', async () => {
  const user = userEvent.setup();
  await user.tab();
  expect(document.activeElement?.textContent).toBe('Continue');
  expect(plans().map(ring)).toEqual(['none', 'none', 'none']);
});

test('the radios are still there for the keyboard and screen readers', () => {
  const radios = screen.getAllByRole('radio');
  expect(radios).toHaveLength(3);
  for (const radio of radios) expect(getComputedStyle(radio).display).not.toBe('none');
});
