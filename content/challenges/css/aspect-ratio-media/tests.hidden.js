// Hidden tests: run by the server's grader after tests.js, in the same page (the card is 320px
// wide here). Each test puts back the width or the elements it changes.
const card = () => document.querySelector('.video-card');
const round = (n) => Math.round(n * 10) / 10;
const size = (el) => {
  const r = el.getBoundingClientRect();
  return `${round(r.width)} × ${round(r.height)}`;
};
const fills = (media) => {
  const m = media.getBoundingClientRect();
  const i = media.querySelector('img').getBoundingClientRect();
  return [i.left - m.left, i.top - m.top, i.width - m.width, i.height - m.height].every(
    (d) => Math.abs(d) <= 0.5,
  );
};
const atWidth = (el, width) => {
  const before = el.style.width;
  el.style.width = width;
  const media = el.querySelector('.media');
  const found = { media: size(media), 'image fills it': fills(media) };
  el.style.width = before;
  return found;
};

test('the media box stays 16:9 at other card widths: 400px, 640px and 250px', { description: 'The media box keeps its 16:9 shape when the card is wider or narrower, and the image still fills it.' }, () => {
  expect({
    '400px': atWidth(card(), '400px'),
    '640px': atWidth(card(), '640px'),
    '250px': atWidth(card(), '250px'),
  }).toEqual({
    '400px': { media: '400 × 225', 'image fills it': true },
    '640px': { media: '640 × 360', 'image fills it': true },
    '250px': { media: '250 × 140.6', 'image fills it': true },
  });
});

test('another video card on the page gets the same 16:9 media box, with the title below it', { description: 'A second video card added to the page gets the same 16:9 media box at its own width, with the image filling it, cropped with object-fit: cover, and the title below it.' }, () => {
  const copy = card().cloneNode(true);
  copy.style.width = '288px';
  card().after(copy);
  const media = copy.querySelector('.media');
  const found = {
    media: size(media),
    'image fills it': fills(media),
    'object-fit': getComputedStyle(media.querySelector('img')).objectFit,
    'title below':
      copy.querySelector('.video-title').getBoundingClientRect().top >=
      media.getBoundingClientRect().bottom - 0.5,
  };
  copy.remove();
  expect(found).toEqual({
    media: '288 × 162',
    'image fills it': true,
    'object-fit': 'cover',
    'title below': true,
  });
});
