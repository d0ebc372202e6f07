// The tests share one page, in order. A pointer cannot hover inside the hidden test frame, so the
// :hover test reads the stylesheet's rules (document.styleSheets); keyboard focus is tested live.
const cta = () => document.querySelector('.cta');

// Splits "a, b:is(c, d)" into ["a", "b:is(c, d)"], ignoring commas inside brackets.
const splitSelectors = (text) => {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth += 1;
    if (ch === ')' || ch === ']') depth -= 1;
    if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  return [...parts, current.trim()];
};

// Every style rule on the page with the @media conditions around it; nested "&" rules resolved.
const styleRules = (rules, parent = '', conditions = [], out = []) => {
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      const selector = parent
        ? rule.selectorText.replace(/&/g, `:is(${parent})`)
        : rule.selectorText;
      out.push({ selectors: splitSelectors(selector), style: rule.style, conditions });
      if (rule.cssRules && rule.cssRules.length) {
        styleRules(rule.cssRules, selector, conditions, out);
      }
    } else if (rule.cssRules) {
      const inner = rule.conditionText ? [...conditions, rule.conditionText] : conditions;
      styleRules(rule.cssRules, parent, inner, out);
    }
  }
  return out;
};
const allRules = () => [...document.styleSheets].flatMap((sheet) => styleRules(sheet.cssRules));
const matchesWithout = (el, selector, pseudo) => {
  try {
    return selector.includes(pseudo) && el.matches(selector.split(pseudo).join('') || '*');
  } catch {
    return false;
  }
};
const targetsCta = (rule) => rule.selectors.some((s) => !s.includes(':') && cta().matches(s));

// Turns any colour or transform a rule declares into its computed form, e.g. "rgb(29, 78, 216)".
const computed = (property, value) => {
  const probe = document.createElement('div');
  probe.style.setProperty(property, value);
  document.body.append(probe);
  const result = getComputedStyle(probe).getPropertyValue(property);
  probe.remove();
  return result;
};
const seconds = (list) =>
  list.split(',').map((t) => (t.trim().endsWith('ms') ? parseFloat(t) / 1000 : parseFloat(t)));

test('at rest the link is blue (#2563eb) with white text', () => {
  const s = getComputedStyle(cta());
  expect(s.backgroundColor).toBe('rgb(37, 99, 235)');
  expect(s.color).toBe('rgb(255, 255, 255)');
});

test('it transitions exactly background-color and transform (not "all")', () => {
  const properties = getComputedStyle(cta())
    .transitionProperty.split(',')
    .map((p) => p.trim());
  expect(properties.sort()).toEqual(['background-color', 'transform']);
});

test('both transitions last 200ms and use ease-out', () => {
  const s = getComputedStyle(cta());
  expect(seconds(s.transitionDuration)).toEqual([0.2, 0.2]);
  expect(s.transitionTimingFunction).toBe('ease-out, ease-out');
});

test('a :hover rule darkens the background to #1d4ed8 and lifts the link by 2px', () => {
  const hover = {};
  for (const rule of allRules()) {
    if (!rule.selectors.some((s) => matchesWithout(cta(), s, ':hover'))) continue;
    for (const property of ['background-color', 'transform']) {
      const value = rule.style.getPropertyValue(property);
      if (value) hover[property] = computed(property, value);
    }
  }
  expect(hover).toEqual({
    'background-color': 'rgb(29, 78, 216)',
    transform: 'matrix(1, 0, 0, 1, 0, -2)',
  });
});

test('keyboard focus (Tab) gives the link the same darker, lifted look', async () => {
  const user = userEvent.setup();
  await user.tab();
  expect(document.activeElement).toBe(cta());
  await sleep(350); // let the 200ms transition finish
  const s = getComputedStyle(cta());
  expect(s.backgroundColor).toBe('rgb(29, 78, 216)');
  expect(s.transform).toBe('matrix(1, 0, 0, 1, 0, -2)');
});

test('the transition is switched off for people who prefer reduced motion', () => {
  const rules = allRules().filter(targetsCta);
  const turnsOff = (rule) =>
    rule.style.getPropertyValue('transition-property') === 'none' ||
    (rule.style.getPropertyValue('transition-duration') !== '' &&
      seconds(rule.style.getPropertyValue('transition-duration')).every((t) => t <= 0.01));
  const underReduce = rules.filter((rule) =>
    rule.conditions.some((c) => /prefers-reduced-motion:\s*reduce/.test(c)),
  );
  // Also fine: only adding the transition inside @media (prefers-reduced-motion: no-preference).
  const setters = rules.filter((rule) => rule.style.getPropertyValue('transition-duration') !== '');
  const onlyWhenAllowed =
    setters.length > 0 &&
    setters.every((rule) =>
      rule.conditions.some((c) => /prefers-reduced-motion:\s*no-preference/.test(c)),
    );
  const OFF = 'transition off when motion is reduced';
  let found = 'no .cta rule inside @media (prefers-reduced-motion: reduce)';
  if (underReduce.length > 0) found = 'a reduced-motion rule for .cta that keeps the transition';
  if (underReduce.some(turnsOff) || onlyWhenAllowed) found = OFF;
  expect(found).toBe(OFF);
});
