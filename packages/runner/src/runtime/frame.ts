import { FRAME_LOAD, FRAME_READY } from '../types.ts';

/**
 * /runtime/frame.html runs this after the bridge, vendor libraries and harness have loaded, so a
 * frame can be warmed up before the learner clicks Run. It then waits for its host to send the
 * learner's document and adopts it into itself: attributes, head and body are replaced, and the
 * document's scripts run in order, as a freshly loaded page would run them.
 *
 * The frame is sandboxed without allow-same-origin, so the document gets an opaque origin and
 * cannot touch the app, its cookies or its storage.
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
  void adopt(new DOMParser().parseFromString(data.html, 'text/html'));
});
window.parent.postMessage({ type: FRAME_READY }, '*');

async function adopt(incoming: Document): Promise<void> {
  copyAttributes(incoming.documentElement, document.documentElement);
  copyAttributes(incoming.body, document.body);
  document.title = incoming.title;
  document.head.replaceChildren(
    ...[...incoming.head.childNodes].map((node) => document.importNode(node, true)),
  );
  document.body.replaceChildren(
    ...[...incoming.body.childNodes].map((node) => document.importNode(node, true)),
  );

  // Imported scripts never run by themselves: each is replaced by a fresh copy, in order.
  for (const inert of [...document.querySelectorAll('script')]) {
    const script = document.createElement('script');
    copyAttributes(inert, script);
    script.text = inert.text;
    const loaded = script.src
      ? new Promise((resolve) => (script.onload = script.onerror = resolve))
      : null;
    inert.replaceWith(script);
    if (loaded) await loaded;
  }
  // Learners' code often waits for these; the real ones fired before the code arrived.
  document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
  window.dispatchEvent(new Event('load'));
}

function copyAttributes(from: Element, to: Element) {
  for (const { name } of [...to.attributes]) to.removeAttribute(name);
  for (const { name, value } of [...from.attributes]) to.setAttribute(name, value);
}
