/**
 * The Content-Security-Policy of /runtime/frame.html, wherever it is served (the app's static
 * files, the grader's own pages). Learner frames run learners' inline code with an opaque origin:
 * inline scripts are allowed, but only our own script files, and only our origin may frame them.
 */
export const FRAME_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data: https:",
  "media-src 'self' data: blob: https:",
  'connect-src https:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Headers for a file under /runtime/: opaque-origin frames load the scripts cross-origin. */
export function runtimeFileHeaders(path: string): Record<string, string> {
  return {
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Access-Control-Allow-Origin': '*',
    ...(path.endsWith('/frame.html') || path === 'frame.html'
      ? { 'Content-Security-Policy': FRAME_CSP }
      : {}),
  };
}
