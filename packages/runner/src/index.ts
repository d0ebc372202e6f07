export { compileReact } from './compile.ts';
export { buildDocument } from './document.ts';
export {
  createPreview,
  prepareTestFrame,
  releaseTestFrame,
  runTests,
  HUNG_MESSAGE,
  STOPPED_MESSAGE,
  type PreviewStop,
} from './host.ts';
export { FRAME_CSP, FRAME_SANDBOX, runtimeFileHeaders } from './frame-policy.ts';
export { guardLoops } from './loop-guard.ts';
export { scoreResults, type Outcome } from './score.ts';
export * from './types.ts';
