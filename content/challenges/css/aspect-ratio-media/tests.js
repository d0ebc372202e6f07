// The tests share one page, in order: the second test narrows the card to 320px and leaves it so.
const box = (selector) => document.querySelector(selector).getBoundingClientRect();
const round = (n) => Math.round(n * 10) / 10;

test('in a 480px card the media box is 480 × 270 (16:9)', () => {
  const media = box('.media');
  expect(round(media.width)).toBe(480);
  expect(round(media.height)).toBe(270);
});

test('in a 320px card the media box becomes 320 × 180, still 16:9', () => {
  document.querySelector('.video-card').style.width = '320px';
  const media = box('.media');
  expect(round(media.width)).toBe(320);
  expect(round(media.height)).toBe(180);
});

test('the image fills the media box exactly', () => {
  const media = box('.media');
  const image = box('.media img');
  expect([round(image.left), round(image.top), round(image.width), round(image.height)]).toEqual([
    round(media.left),
    round(media.top),
    round(media.width),
    round(media.height),
  ]);
});

test('the image is cropped to fit rather than stretched (object-fit: cover)', () => {
  expect(getComputedStyle(document.querySelector('.media img')).objectFit).toBe('cover');
});

test('the title starts below the media box', () => {
  expect(box('.video-title').top).toBeGreaterThanOrEqual(box('.media').bottom);
});
