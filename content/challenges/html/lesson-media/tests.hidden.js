// Hidden tests: run by the server's grader after tests.js, in the same page.
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();
function element(selector) {
  const found = document.querySelector(selector);
  if (!found) throw new Error(`no <${selector}> element on the page`);
  return found;
}

test('the video keeps its 640×360 size, with the WebM source first and the captions track after it', { description: 'The video keeps the width and height it had in the starter, and inside it the WebM source comes first with the captions track after it.' }, () => {
  const video = element('video');
  expect({ width: video.getAttribute('width'), height: video.getAttribute('height') }).toEqual({
    width: '640',
    height: '360',
  });
  const order = [...video.children]
    .filter((child) => child.tagName === 'SOURCE' || child.tagName === 'TRACK')
    .map((child) => (child.tagName === 'SOURCE' ? 'source' : `track ${child.kind}`));
  expect(order).toEqual(['source', 'track captions']);
});

test('the audio keeps its WAV source', { description: 'The audio still plays its original WAV source.' }, async () => {
  const audio = element('audio');
  await waitFor(() => {
    if (!audio.currentSrc) throw new Error('no source chosen yet');
  }).catch(() => {});
  expect(audio.currentSrc.slice(0, 15)).toBe('data:audio/wav;');
});

test('the fallback is a paragraph in the video, and the transcript is a <section> with its <h2>', { description: 'The "Read the transcript" link sits in a paragraph inside the video, and the transcript is a section holding the h2 Transcript and the transcript text.' }, () => {
  const link = [...element('video').querySelectorAll('a')].find(
    (a) => squash(a) === 'Read the transcript',
  );
  expect(link ? 'found' : 'no "Read the transcript" link in the video').toBe('found');
  const paragraph = link.closest('p');
  expect(paragraph && element('video').contains(paragraph) ? 'in a <p>' : 'not in a <p>').toBe(
    'in a <p>',
  );
  const transcript = document.getElementById('transcript');
  const heading = transcript && transcript.querySelector('h2');
  expect(
    transcript
      ? `<${transcript.tagName.toLowerCase()}> with ${heading ? `<h2> ${squash(heading)}` : 'no <h2>'}`
      : 'no element with id="transcript"',
  ).toBe('<section> with <h2> Transcript');
  expect(squash(transcript)).toContain('Welcome to lesson one. Today we build an accessible form.');
});
