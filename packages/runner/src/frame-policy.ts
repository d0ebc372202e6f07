/**
 * The Content-Security-Policy of /runtime/frame.html (and grading-frame.html), wherever it is served (the app's static
 * files, the grader's own pages). Learner frames run learners' inline code with an opaque origin:
 * inline scripts are allowed, but only our own script files, and only our origin (and the app's
 * origins given, when frames load from another site) may frame them.
 */
export function frameCsp(appOrigins: readonly string[] = []): string {
  return FRAME_CSP_DIRECTIVES.map((directive) =>
    directive === "frame-ancestors 'self'" && appOrigins.length > 0
      ? `${directive} ${appOrigins.join(' ')}`
      : directive,
  ).join('; ');
}

const FRAME_CSP_DIRECTIVES = [
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
];
export const FRAME_CSP = frameCsp();

/**
 * The sandbox of every learner frame. allow-forms lets learners' forms fire submit events; the
 * frame's CSP (form-action 'none') still stops any submission from navigating anywhere. Never
 * allow-same-origin (decision 0004).
 */
export const FRAME_SANDBOX = 'allow-scripts allow-modals allow-forms';

/** The pages learners' code runs in: the workspace's and the grader's. */
const LEARNER_FRAMES = ['frame.html', 'grading-frame.html'];

/** Headers for a file under /runtime/: opaque-origin frames load the scripts cross-origin. */
export function runtimeFileHeaders(
  path: string,
  appOrigins: readonly string[] = [],
): Record<string, string> {
  return {
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Access-Control-Allow-Origin': '*',
    ...(LEARNER_FRAMES.some((page) => path === page || path.endsWith(`/${page}`))
      ? { 'Content-Security-Policy': frameCsp(appOrigins) }
      : {}),
  };
}
