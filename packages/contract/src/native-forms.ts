/**
 * Forms of the public pages that also work without JavaScript (issue #27, decision 0020): the
 * two lead forms (enrollment, contact) and logging in. They post natively to their page's
 * address, and the server answers with the page rendered for the outcome (or, for a login, goes
 * on to the dashboard). No zod here: the pages' first bundle imports it.
 */
import { sitePaths } from './site-paths.ts';

/** Which form, and the page it lives on and posts to. */
export const nativeForms = {
  enrollment: sitePaths.enroll,
  contact: sitePaths.contact,
  login: sitePaths.login,
} as const;
export type NativeFormName = keyof typeof nativeForms;

/**
 * How a native submission ended:
 * - 'sent': stored (or dropped as a bot's, which looks the same);
 * - 'repeat': an enrollment request from an e-mail that asked within REPEAT_REQUEST_WINDOW_DAYS;
 * - 'invalid': a field's value was refused (`fieldErrors`), nothing stored;
 * - 'refused': the whole form was (`formError`: a limit, an expired form, a wrong password),
 *   nothing stored.
 */
export type NativeFormOutcome = 'sent' | 'repeat' | 'invalid' | 'refused';

/**
 * What the server rendered the page with. It is also in the page, as JSON in the element with id
 * NATIVE_FORM_STATE_ID, so the app's first render matches it when JavaScript takes the page over.
 */
export interface NativeFormState {
  form: NativeFormName;
  outcome: NativeFormOutcome;
  /** What was sent, to show again (empty after 'sent' and 'repeat'). */
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError?: string;
}

export const NATIVE_FORM_STATE_ID = 'native-form-state';
