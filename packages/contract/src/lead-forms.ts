/**
 * The two lead forms (enrollment, contact) also work without JavaScript (issue #27, decision
 * 0020): they post natively to their page's address, and the server answers with the page
 * rendered for the outcome. No zod here: the pages' first bundle imports it.
 */
import { sitePaths } from './site-paths.ts';

/** Which form, and the page it lives on and posts to. */
export const leadForms = {
  enrollment: sitePaths.enroll,
  contact: sitePaths.contact,
} as const;
export type LeadFormName = keyof typeof leadForms;

/**
 * How a native submission ended:
 * - 'sent': stored (or dropped as a bot's, which looks the same);
 * - 'repeat': an enrollment request from an e-mail that asked within REPEAT_REQUEST_WINDOW_DAYS;
 * - 'invalid': a field's value was refused (`fieldErrors`), nothing stored;
 * - 'refused': the whole form was (`formError`: a limit, an expired form), nothing stored.
 */
export type LeadFormOutcome = 'sent' | 'repeat' | 'invalid' | 'refused';

/**
 * What the server rendered the page with. It is also in the page, as JSON in the element with id
 * LEAD_FORM_STATE_ID, so the app's first render matches it when JavaScript takes the page over.
 */
export interface LeadFormState {
  form: LeadFormName;
  outcome: LeadFormOutcome;
  /** What was sent, to show again (empty after 'sent' and 'repeat'). */
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError?: string;
}

export const LEAD_FORM_STATE_ID = 'lead-form-state';
