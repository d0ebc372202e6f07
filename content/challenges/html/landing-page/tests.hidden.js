// Hidden tests: run by the server's grader after tests.js, in the same page.
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();

// What names an element through aria-labelledby: "<h2> Pricing", or why nothing does.
function namedBy(element) {
  const ids = (element.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
  if (ids.length !== 1) return `aria-labelledby names ${ids.length} elements`;
  const target = document.getElementById(ids[0]);
  if (!target) return `nothing has the id "${ids[0]}"`;
  const inside = element.contains(target) ? '' : ' (outside it)';
  return `<${target.tagName.toLowerCase()}> ${squash(target)}${inside}`;
}

test('each section and the form are named by their own <h2>, each plan by its own <h3>', { description: 'Each section with its required id and the newsletter form are named through aria-labelledby by the h2 inside them, and each plan article by its own h3 inside it.' }, () => {
  const sections = ['why', 'courses', 'pricing', 'testimonials'].map((id) => {
    const section = document.getElementById(id);
    return section
      ? `<${section.tagName.toLowerCase()}> named by ${namedBy(section)}`
      : `no id="${id}"`;
  });
  expect(sections).toEqual([
    '<section> named by <h2> Why learn with us',
    '<section> named by <h2> Courses',
    '<section> named by <h2> Pricing',
    '<section> named by <h2> Testimonials',
  ]);
  const pricing = document.getElementById('pricing');
  const plans = pricing ? [...pricing.querySelectorAll('article')] : [];
  expect(plans.map((plan) => `<article> named by ${namedBy(plan)}`)).toEqual([
    '<article> named by <h3> Starter',
    '<article> named by <h3> Pro',
    '<article> named by <h3> Team',
  ]);
  const form = document.getElementById('signup');
  expect(
    form ? `<${form.tagName.toLowerCase()}> named by ${namedBy(form)}` : 'no id="signup"',
  ).toBe('<form> named by <h2> Join the newsletter');
});

test('each plan link shows just "Choose", with the plan name in a visually hidden span', { description: 'Each plan link shows only the word "Choose" on screen, and the plan name is in a span with class visually-hidden that is really hidden visually.' }, () => {
  const links = ['Starter', 'Pro', 'Team'].map((plan) => {
    const link = screen.queryByRole('link', { name: `Choose ${plan}` });
    if (!link) return `no link named "Choose ${plan}"`;
    const hidden = [...link.querySelectorAll('span.visually-hidden')];
    const shown = link.cloneNode(true);
    shown.querySelectorAll('.visually-hidden').forEach((span) => span.remove());
    const spanRect = hidden[0] && hidden[0].getBoundingClientRect();
    const tiny = Boolean(spanRect) && spanRect.width <= 1 && spanRect.height <= 1;
    return `shows "${squash(shown)}", hides "${hidden.map(squash).join(' ')}"${tiny ? '' : ' (not visually hidden)'}`;
  });
  expect(links).toEqual([
    'shows "Choose", hides "Starter"',
    'shows "Choose", hides "Pro"',
    'shows "Choose", hides "Team"',
  ]);
});

test('the logo’s SVG is hidden from screen readers and the Primary nav sits in the header', { description: 'The logo\'s SVG has aria-hidden="true", and the Primary navigation sits inside the header.' }, () => {
  const logo = screen.queryByRole('link', { name: 'Pixel Bootcamp home' });
  expect(logo ? 'found' : 'no link named "Pixel Bootcamp home"').toBe('found');
  const svg = logo.querySelector('svg');
  expect(svg ? svg.getAttribute('aria-hidden') : 'the logo has no <svg>').toBe('true');
  const header = document.querySelector('header');
  const nav = screen.queryByRole('navigation', { name: 'Primary' });
  const where = !nav
    ? 'no navigation named "Primary"'
    : header && header.contains(nav)
      ? 'in the <header>'
      : 'outside the <header>';
  expect(where).toBe('in the <header>');
});
