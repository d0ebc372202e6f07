export {
  ChromiumGrader,
  GraderUnavailableError,
  CRASH_FAILURE,
  TIMEOUT_FAILURE,
  chromiumArgs,
  type GradeRun,
  type GraderEvent,
  type GraderOptions,
} from './pool.ts';
export {
  LiveChecker,
  type LiveCheckReport,
  type LiveCheckerOptions,
} from './live-check/live-check.ts';
export {
  checkPublicUrl,
  isPublicAddress,
  type AddressPolicy,
} from './live-check/public-address.ts';
export {
  chromiumStarts,
  findChromium,
  SYSTEM_CHROMIUM_PATH,
  type ChromiumChoice,
  type ChromiumSource,
} from './chromium.ts';
export { TypeChecker, TypeCheckTimeout } from './typecheck/type-checker.ts';
export {
  TYPE_CHECK_TEST,
  needsTypeCheck,
  typeCheckResults,
  typeCheckedFiles,
  type TypeTests,
} from './typecheck/type-tests.ts';
