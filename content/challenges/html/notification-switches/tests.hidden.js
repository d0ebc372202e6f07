// Hidden tests: run by the server's grader after tests.js, in the same page ("New challenges" is
// switched on at this point).
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();

function descriptionOf(input) {
  return (input.getAttribute('aria-describedby') || '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id))
    .map((element) => (element ? squash(element) : 'an id that nothing has'))
    .join(' ');
}

test('every switch is described by its own hint', { description: 'Each switch, not only the first one, is described by the hint paragraph that belongs to it.' }, () => {
  const described = screen
    .getAllByRole('switch')
    .map((input) => `${[...input.labels].map(squash).join(' ')}: ${descriptionOf(input) || '(nothing)'}`);
  expect(described).toEqual([
    'Weekly digest: A summary of your progress every Monday.',
    'Mentor replies: An email when a mentor answers your question.',
    'New challenges: A notification when a new challenge is published.',
    'Security alerts: Always on, so you hear about sign-ins from new devices.',
  ]);
});

test('Security alerts cannot be switched off', { description: 'The always-on switch is disabled, and stays on when someone clicks it.' }, async () => {
  const user = userEvent.setup();
  const security = screen.getByRole('switch', { name: 'Security alerts' });
  expect(security.disabled).toBe(true);
  await user.click(screen.getByText('Security alerts'));
  expect(security.checked).toBe(true);
});

test('the form sends the settings that are on', { description: 'Submitting the form would send every switched-on setting under its required name.' }, () => {
  const form = screen.getByRole('switch', { name: 'Weekly digest' }).form;
  expect(form ? 'in a form' : 'not in a form').toBe('in a form');
  const sent = [...new FormData(form)].map(([key, value]) => `${key}=${value}`);
  expect(sent).toEqual(['weekly-digest=on', 'mentor-replies=on', 'new-challenges=on']);
});
