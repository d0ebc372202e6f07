// The tests share one page and run in order. Media and captions load asynchronously, so the
// tests wait (up to about a second) for the browser to report them as loaded.
function media(tag) {
  const found = document.querySelector(tag);
  if (!found) throw new Error(`no <${tag}> element on the page`);
  return found;
}

async function waitUntil(check) {
  await waitFor(() => {
    if (!check()) throw new Error('not yet');
  }).catch(() => {});
}

test('the video shows its controls and does not autoplay', () => {
  const video = media('video');
  expect({ controls: video.controls, autoplay: video.autoplay }).toEqual({
    controls: true,
    autoplay: false,
  });
});

test('the video loads its WebM source', async () => {
  const video = media('video');
  await waitUntil(() => video.readyState >= 1);
  expect(video.currentSrc.slice(0, 16)).toBe('data:video/webm;');
  expect(video.readyState >= 1 ? 'loaded' : 'not loaded').toBe('loaded');
});

test('the video has an English captions track that is showing by default', () => {
  const tracks = [...media('video').textTracks].map((track) => ({
    kind: track.kind,
    language: track.language,
    label: track.label,
    mode: track.mode,
  }));
  expect(tracks).toEqual([{ kind: 'captions', language: 'en', label: 'English', mode: 'showing' }]);
});

test('the captions file loads with the lesson’s two cues', async () => {
  const track = media('video').querySelector('track');
  expect(track ? 'found' : 'no <track> inside the video').toBe('found');
  await waitUntil(() => track.readyState === HTMLTrackElement.LOADED);
  const cues = track.track.cues ? [...track.track.cues].map((cue) => cue.text) : [];
  expect(cues).toEqual(['Welcome to lesson one.', 'Today we build an accessible form.']);
});

test('the audio shows its controls and loads its source', async () => {
  const audio = media('audio');
  expect(audio.controls).toBe(true);
  await waitUntil(() => audio.readyState >= 1);
  expect(audio.readyState >= 1 ? 'loaded' : 'not loaded').toBe('loaded');
});

test('the video’s fallback link leads to the transcript', () => {
  const link = [...media('video').querySelectorAll('a')].find(
    (a) => a.textContent.trim() === 'Read the transcript',
  );
  expect(link ? link.getAttribute('href') : 'no "Read the transcript" link in the video').toBe(
    '#transcript',
  );
  const target = document.getElementById('transcript');
  const heading = target && target.querySelector('h1, h2, h3, h4, h5, h6');
  expect(
    heading ? heading.textContent.trim() : 'no element with id="transcript" and a heading',
  ).toBe('Transcript');
});
