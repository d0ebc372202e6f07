const text = (element) => element.textContent.replace(/\s+/g, ' ').trim();

// The name an element gets from aria-labelledby or aria-label, as a screen reader would read it.
function labelOf(element) {
  const ids = (element.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
  if (ids.length) {
    return ids
      .map((id) => document.getElementById(id))
      .filter(Boolean)
      .map(text)
      .join(' ');
  }
  return element.getAttribute('aria-label') || '(no name)';
}
const regions = () => screen.queryAllByRole('region');
function region(name) {
  const found = screen.queryByRole('region', { name });
  if (!found) throw new Error(`no region is named "${name}": name the <section> by its heading`);
  return found;
}

test('the page has one banner with the logo link, one main and one content-info', () => {
  const count = (role) => screen.queryAllByRole(role).length;
  expect({
    banner: count('banner'),
    main: count('main'),
    contentinfo: count('contentinfo'),
  }).toEqual({ banner: 1, main: 1, contentinfo: 1 });
  const logo = within(screen.getByRole('banner')).queryByRole('link', {
    name: 'Pixel Bootcamp home',
  });
  expect(logo ? 'found' : 'no link named "Pixel Bootcamp home" in the banner').toBe('found');
});

test('the regions are named Why learn with us, Courses, Pricing and Testimonials', () => {
  expect(regions().map(labelOf)).toEqual([
    'Why learn with us',
    'Courses',
    'Pricing',
    'Testimonials',
  ]);
});

test('each Primary navigation link leads to its region', () => {
  const nav = screen.queryByRole('navigation', { name: 'Primary' });
  expect(nav ? 'found' : 'no navigation named "Primary"').toBe('found');
  const destinations = within(nav)
    .queryAllByRole('link')
    .map((link) => {
      const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      const where = !target
        ? `nothing has the id "${link.hash.slice(1)}"`
        : regions().includes(target)
          ? labelOf(target)
          : `#${target.id} is not a named region`;
      return `${text(link)} → ${where}`;
    });
  expect(destinations).toEqual([
    'Why us → Why learn with us',
    'Courses → Courses',
    'Pricing → Pricing',
    'Testimonials → Testimonials',
  ]);
});

test('the Pricing region holds three articles named Starter, Pro and Team', () => {
  expect(within(region('Pricing')).queryAllByRole('article').map(labelOf)).toEqual([
    'Starter',
    'Pro',
    'Team',
  ]);
});

test('the plan links are named Choose Starter, Choose Pro and Choose Team', () => {
  const names = ['Starter', 'Pro', 'Team'].map((plan) => {
    const article = within(region('Pricing'))
      .queryAllByRole('article')
      .find((a) => labelOf(a) === plan);
    if (!article) return `no article named "${plan}"`;
    const link = within(article).queryByRole('link', { name: `Choose ${plan}` });
    const links = within(article).queryAllByRole('link');
    return link ? `Choose ${plan}` : `link text "${links.map(text).join(', ')}"`;
  });
  expect(names).toEqual(['Choose Starter', 'Choose Pro', 'Choose Team']);
});

test('the testimonial is a blockquote in a figure captioned "Priya, class of 2024"', () => {
  const quote = region('Testimonials').querySelector('blockquote');
  expect(quote ? text(quote) : 'no <blockquote>').toBe(
    'I landed my first frontend job three weeks after graduating.',
  );
  const figure = quote.closest('figure');
  const caption = figure && figure.querySelector('figcaption');
  expect(caption ? text(caption) : 'no <figure> with a <figcaption> around it').toBe(
    'Priya, class of 2024',
  );
});

test('a form named "Join the newsletter" holds a required, labelled email field', () => {
  const form = screen.queryByRole('form', { name: 'Join the newsletter' });
  expect(form ? 'found' : 'no form named "Join the newsletter"').toBe('found');
  const email = within(form).queryByLabelText('Email address');
  expect(
    email ? { type: email.type, required: email.required } : 'no "Email address" field',
  ).toEqual({ type: 'email', required: true });
  expect(within(form).queryByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
});

test('one h1, the plans as h3, and no skipped heading level', () => {
  const headings = screen.queryAllByRole('heading');
  const level = (h) => Number(h.tagName.slice(1)) || Number(h.getAttribute('aria-level'));
  expect(headings.filter((h) => level(h) === 1).map(text)).toEqual([
    'Become a frontend developer in 16 weeks',
  ]);
  expect(headings.filter((h) => level(h) === 3).map(text)).toEqual(['Starter', 'Pro', 'Team']);
  const skips = [];
  let previous = 0;
  for (const h of headings) {
    if (level(h) > previous + 1) skips.push(`h${level(h)} "${text(h)}" follows h${previous}`);
    previous = level(h);
  }
  expect(skips).toEqual([]);
});
