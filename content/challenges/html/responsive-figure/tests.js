// The frame is 1024px wide, so with sizes="(max-width: 600px) 100vw, 50vw" the photo's slot is
// 512px wide.
const alt = 'A small island church on a calm lake at sunrise';

// Names a data: URL by the width written into it, e.g. "800px file".
function fileOf(url) {
  const width = decodeURIComponent(url).match(/<svg[^>]*\swidth='(\d+)'/);
  return width ? `${width[1]}px file` : 'an unknown file';
}

function photo() {
  const found = screen.queryByRole('img', { name: alt });
  if (!found) throw new Error(`no image has the alt text "${alt}"`);
  return found;
}

test('a figure holds the photo and the caption', () => {
  const figure = photo().closest('figure');
  expect(figure ? 'inside a <figure>' : 'not inside a <figure>').toBe('inside a <figure>');
  const caption = figure.querySelector('figcaption');
  expect(caption ? caption.textContent.trim() : 'no <figcaption>').toBe(
    'Sunrise over Lake Bled, Slovenia.',
  );
});

test('the srcset offers the 400px, 800px and 1600px files by width', () => {
  // A candidate is a URL and a descriptor, separated by spaces; candidates end with a comma.
  const words = photo().srcset.trim().split(/\s+/).filter(Boolean);
  const candidates = [];
  for (let i = 0; i < words.length; i += 2) {
    candidates.push(`${fileOf(words[i])} ${(words[i + 1] || '(no width)').replace(/,$/, '')}`);
  }
  expect(candidates).toEqual(['400px file 400w', '800px file 800w', '1600px file 1600w']);
});

test('the fallback src is the 800px file', () => {
  expect(fileOf(photo().getAttribute('src') || '')).toBe('800px file');
});

test('at 1024px wide, sizes gives the photo a 512px slot', async () => {
  const img = photo();
  await img.decode().catch(() => {});
  expect(img.naturalWidth).toBe(512);
});

test('the divider is hidden from screen readers: the photo is the only image', () => {
  const exposed = screen
    .queryAllByRole('img')
    .map((img) => (img.hasAttribute('alt') ? img.alt : '(image without alt)'));
  expect(exposed).toEqual([alt]);
});
