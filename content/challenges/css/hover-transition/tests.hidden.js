// Hidden tests: run by the server's grader after tests.js, in the same page (the link has keyboard
// focus here). The frame cannot ask for reduced motion, so the first test rewrites the page's
// @media conditions on prefers-reduced-motion as a browser with that setting would evaluate them,
// reads the live computed style, and puts the conditions back.
const cta = () => document.querySelector('.cta');
const seconds = (list) =>
  list.split(',').map((t) => (t.trim().endsWith('ms') ? parseFloat(t) / 1000 : parseFloat(t)));

// Every @media rule on the page, nested ones included.
const mediaRules = (rules, out = []) => {
  for (const rule of rules) {
    if (rule instanceof CSSMediaRule) out.push(rule);
    if (rule.cssRules) mediaRules(rule.cssRules, out);
  }
  return out;
};
const ALWAYS = '(min-width: 0px)';
const NEVER = '(max-width: 0px)';
// Makes the page behave as if the user asked for reduced motion; returns a function that undoes it.
const preferReducedMotion = () => {
  const changed = [];
  for (const rule of [...document.styleSheets].flatMap((sheet) => mediaRules(sheet.cssRules))) {
    const before = rule.media.mediaText;
    const after = before
      .replace(/\(\s*prefers-reduced-motion\s*:\s*reduce\s*\)/g, ALWAYS)
      .replace(/\(\s*prefers-reduced-motion\s*:\s*no-preference\s*\)/g, NEVER)
      .replace(/\(\s*prefers-reduced-motion\s*\)/g, ALWAYS);
    if (after !== before) {
      rule.media.mediaText = after;
      changed.push([rule, before]);
    }
  }
  return () => changed.forEach(([rule, before]) => (rule.media.mediaText = before));
};

test('when the user prefers reduced motion, the link really computes no transition', { description: 'When the user asks for reduced motion, the link really computes no transition: the reduced-motion rule must not be overridden by the normal .cta rule.' }, () => {
  const restore = preferReducedMotion();
  const s = getComputedStyle(cta());
  const found =
    s.transitionProperty === 'none' || seconds(s.transitionDuration).every((t) => t <= 0.01)
      ? 'no transition'
      : `transition ${s.transitionProperty} ${s.transitionDuration}`;
  restore();
  expect(found).toBe('no transition');
});

test('another .cta link gets the same resting look, transition and keyboard-focus look', { description: 'Any other link with class cta gets the same resting colours and transition, and the same darker, lifted look when it receives keyboard focus.' }, async () => {
  const second = document.createElement('a');
  second.className = 'cta';
  second.href = '#courses';
  second.textContent = 'Browse all courses';
  cta().after(second);
  try {
    const rest = getComputedStyle(second);
    expect({
      background: rest.backgroundColor,
      text: rest.color,
      properties: rest.transitionProperty
        .split(',')
        .map((p) => p.trim())
        .sort(),
      timing: rest.transitionTimingFunction,
    }).toEqual({
      background: 'rgb(37, 99, 235)',
      text: 'rgb(255, 255, 255)',
      properties: ['background-color', 'transform'],
      timing: 'ease-out, ease-out',
    });
    second.style.transition = 'none'; // the end state at once, without waiting for the animation
    cta().focus();
    await userEvent.setup().tab(); // from the first link to the new one, with the keyboard
    expect(document.activeElement).toBe(second);
    const focused = getComputedStyle(second);
    expect({ background: focused.backgroundColor, transform: focused.transform }).toEqual({
      background: 'rgb(29, 78, 216)',
      transform: 'matrix(1, 0, 0, 1, 0, -2)',
    });
  } finally {
    second.remove();
  }
});
