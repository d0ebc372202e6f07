// Hidden tests: run by the server's grader after tests.js, in the same page. The test frame is
// always 1024px wide, so the small-screen half of `sizes` is read from the attribute (spacing
// does not matter) rather than measured.
const photoAlt = 'A small island church on a calm lake at sunrise';

function thePhoto() {
  const found = screen.queryByRole('img', { name: photoAlt });
  if (!found) throw new Error(`no image has the alt text "${photoAlt}"`);
  return found;
}

test('sizes gives the photo the full width up to 600px and half the viewport above', { description: 'The photo\'s sizes attribute gives it the full viewport width on screens up to 600px and half the viewport width above that.' }, () => {
  const sizes = thePhoto().getAttribute('sizes');
  expect(sizes === null ? 'no sizes attribute' : sizes.replace(/\s+/g, '').toLowerCase()).toBe(
    '(max-width:600px)100vw,50vw',
  );
});

test('the divider is still there, with an empty alt text', { description: 'The decorative divider image is still on the page, with an empty alt attribute.' }, () => {
  const others = [...document.querySelectorAll('img')].filter((img) => img !== thePhoto());
  expect(others.length).toBe(1);
  expect(others[0].hasAttribute('alt') ? `alt="${others[0].alt}"` : 'no alt').toBe('alt=""');
});
