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
  chromiumStarts,
  findChromium,
  SYSTEM_CHROMIUM_PATH,
  type ChromiumChoice,
  type ChromiumSource,
} from './chromium.ts';
