// Hidden tests: run by the server's grader after tests.js, in the same page (Pro is chosen
// here). Each test removes what it adds.
const plans = () => [...document.querySelectorAll('.plan')];
const names = ['Free', 'Pro', 'Team'];
const CHOSEN = 'border rgb(79, 70, 229), background rgb(238, 242, 255)';
const PLAIN = 'border rgb(203, 213, 225), background rgb(255, 255, 255)';
const look = (card) => {
  const s = getComputedStyle(card);
  return `border ${s.borderTopColor}, background ${s.backgroundColor}`;
};
const looks = () => Object.fromEntries(plans().map((card, i) => [names[i], look(card)]));

test(
  'a checked add-on checkbox inside the Team card does not highlight it: only its radio does',
  {
    description:
      'A card that holds another checked control, such as an add-on checkbox, is not highlighted unless its own plan radio is the one chosen.',
  },
  () => {
    const addon = document.createElement('span');
    addon.className = 'addon';
    addon.innerHTML =
      '<input type="checkbox" checked aria-label="Priority support" /> Priority support';
    plans()[2].append(addon);
    const found = looks();
    addon.remove();
    expect(found).toEqual({ Free: PLAIN, Pro: CHOSEN, Team: PLAIN });
  },
);

test(
  'when the form is reset, the highlight goes back to Free',
  {
    description:
      'When the choice changes without a click (the form is reset to its first choice), the highlight follows the radio that is checked now.',
  },
  () => {
    document.querySelector('.checkout').reset();
    const afterReset = looks();
    document.querySelector('input[value="team"]').checked = true;
    const afterScript = looks();
    document.querySelector('.checkout').reset();
    expect({ afterReset, afterScript }).toEqual({
      afterReset: { Free: CHOSEN, Pro: PLAIN, Team: PLAIN },
      afterScript: { Free: PLAIN, Pro: PLAIN, Team: CHOSEN },
    });
  },
);
