import { FRAME_LOAD, FRAME_READY } from '../types.ts';

/**
 * /runtime/frame.html runs this: it waits for its host to send the learner's document and writes
 * it in. The frame is sandboxed without allow-same-origin, so the document gets an opaque origin
 * and cannot touch the app, its cookies or its storage.
 */
window.addEventListener('message', function load(event: MessageEvent) {
  const data = event.data as { type?: string; html?: string } | null;
  if (
    event.source !== window.parent ||
    data?.type !== FRAME_LOAD ||
    typeof data.html !== 'string'
  ) {
    return;
  }
  window.removeEventListener('message', load);
  document.open();
  document.write(data.html);
  document.close();
});
window.parent.postMessage({ type: FRAME_READY }, '*');
