const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

/**
 * Where learner frames load the runtime from: another site than the app's, so that browsers with
 * site isolation (Chromium, Firefox) run the learner's code in a process of its own and the page
 * stays responsive, and Stop works, even when that code never yields (decision 0004). The server
 * names that origin (RUNTIME_ORIGIN, in a meta tag); without one, a page on a loopback name uses
 * the other loopback name of the same server; anywhere else the app's own origin is used.
 */
export function runtimeBase(location: Location = window.location): string {
  const configured = document
    .querySelector('meta[name="runtime-origin"]')
    ?.getAttribute('content')
    ?.trim();
  if (configured && /^https?:\/\//.test(configured))
    return `${configured.replace(/\/$/, '')}/runtime/`;
  const index = LOOPBACK_NAMES.indexOf(location.hostname);
  if (index >= 0) {
    const url = new URL(location.origin);
    url.hostname = LOOPBACK_NAMES[1 - index]!;
    return `${url.origin}/runtime/`;
  }
  return '/runtime/';
}
