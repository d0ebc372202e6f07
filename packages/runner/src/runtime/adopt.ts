/**
 * Puts the learner's document in place in this frame, as a freshly loaded page would have it:
 * attributes, head and body are replaced, and the document's scripts run in order (an imported
 * script never runs by itself, so each is replaced by a fresh copy). Scripts inserted from the
 * grader's isolated world run in the page's own world, like any script of the page.
 */
export async function adoptDocument(html: string): Promise<void> {
  const incoming = new DOMParser().parseFromString(html, 'text/html');
  copyAttributes(incoming.documentElement, document.documentElement);
  copyAttributes(incoming.body, document.body);
  document.title = incoming.title;
  document.head.replaceChildren(
    ...[...incoming.head.childNodes].map((node) => document.importNode(node, true)),
  );
  document.body.replaceChildren(
    ...[...incoming.body.childNodes].map((node) => document.importNode(node, true)),
  );

  for (const inert of [...document.querySelectorAll('script')]) {
    // A script the page's own code took out before its turn never runs, as in a page that loads:
    // waiting for it to load would stall the run.
    if (!inert.isConnected) continue;
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
