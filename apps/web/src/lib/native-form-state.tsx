import {
  NATIVE_FORM_STATE_ID,
  XSRF_COOKIE,
  XSRF_FORM_FIELD,
  XSRF_TOKEN_PLACEHOLDER,
  type NativeFormName,
  type NativeFormState,
} from '@launchpad/contract';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { readCookie } from './api-client.ts';

/**
 * The lead forms also post natively, for a visitor whose scripts have not run (decision 0020).
 * The server answers such a post with the form's page rendered for the outcome, and puts the
 * state it rendered with in the page (#native-form-state) so that React's first render in the
 * browser is the same page. This context carries that state, and the anti-forgery token the forms
 * send: the server's (runtime render), a placeholder the server fills in (build-time render), or
 * the visitor's cookie (in the browser).
 */
interface LeadFormContextValue {
  state: NativeFormState | null;
  token: string;
  /** Whether a form has shown the state: a later visit to the page starts afresh. */
  wasShown: () => boolean;
  markShown: () => void;
}

/**
 * In the browser, without a provider (the app has none: only the pages with a lead form load this
 * module, so the home page's first bundle stays without it): the state in the page, shown once.
 */
let shownInThisPage = false;
const LeadFormContext = createContext<LeadFormContextValue>({
  get state() {
    return typeof document === 'undefined' ? null : readNativeFormState();
  },
  token: XSRF_TOKEN_PLACEHOLDER,
  wasShown: () => shownInThisPage,
  markShown: () => {
    shownInThisPage = true;
  },
});

export function NativeFormProvider({
  state,
  token,
  children,
}: {
  state: NativeFormState | null;
  token: string;
  children: ReactNode;
}) {
  const [value] = useState(() => {
    let shown = false;
    return {
      state,
      token,
      wasShown: () => shown,
      markShown: () => {
        shown = true;
      },
    };
  });
  return <LeadFormContext value={value}>{children}</LeadFormContext>;
}

/** The state the server rendered this page with, if any (in the browser). */
function readNativeFormState(): NativeFormState | null {
  const element = document.getElementById(NATIVE_FORM_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as NativeFormState;
  } catch {
    return null;
  }
}

/** The outcome of this form's native post that the page shows, once (null on any later visit). */
export function useNativeOutcome(form: NativeFormName): NativeFormState | null {
  const context = use(LeadFormContext);
  const [state] = useState(() =>
    !context.wasShown() && context.state?.form === form ? context.state : null,
  );
  useEffect(() => context.markShown(), [context]);
  return state;
}

/** The hidden field that carries the anti-forgery token in a form that posts natively. */
export function FormTokenField() {
  return <input type="hidden" name={XSRF_FORM_FIELD} value={useFormToken()} readOnly />;
}

/** The anti-forgery token the form posts natively with (product rules: every post carries one). */
export function useFormToken(): string {
  const { token } = use(LeadFormContext);
  return typeof document === 'undefined' ? token : (readCookie(XSRF_COOKIE) ?? token);
}
