import {
  nativeForms,
  messages,
  type NativeFormName,
  type NativeFormOutcome,
} from '@launchpad/contract';
import { useState } from 'react';
import { fieldErrorsOf, useSchemaForm, type FormSchema } from './use-schema-form.ts';
import { useNativeOutcome } from './native-form-state.tsx';
import { showToast } from './toast.ts';

interface ToastLines {
  title: string;
  text: string;
}

/** What the server answers a new lead (`repeat`: an enrollment request it already had). */
interface LeadAnswer {
  message: string;
  repeat?: boolean;
}

interface LeadFormOptions<Values, Request> {
  /** Which form: where it posts without JavaScript, and which server-rendered outcome is its. */
  form: NativeFormName;
  schema: FormSchema<Request>;
  initialValues: Values;
  send: (request: Request) => Promise<LeadAnswer>;
  /** Product rules §8's toasts: 'Message Sent!' / 'Error', 'Enrollment Submitted!' / 'Error'. */
  toasts: { sent: ToastLines; failed: ToastLines };
  /** Starts the console line a failure is logged with (product rules §8: "Also logged"). */
  logAs: string;
  /** After the success toast and the reset (the dialog closes). */
  onSent?: (outcome: 'sent' | 'repeat') => void;
}

/**
 * The one submit flow of the forms that send a lead to the team, the contact form and the
 * enrollment form (product rules §4): judged on submit, pending while sending; on success a toast
 * and the form cleared; on failure the error toast, the failure logged, the values kept and the
 * server's field problems beside their fields.
 *
 * The form also works before and without the page's scripts (decision 0020): `formProps` make it
 * post natively to its page, with the anti-forgery token in a `FormTokenField`, and the page the server
 * answers with is rendered from the outcome, which this hook starts from: the values and the
 * problems of a refused post, or `outcome` ('sent', 'repeat') to show in place of a toast.
 */
export function useLeadForm<Values extends object, Request>({
  form: formName,
  schema,
  initialValues,
  send,
  toasts,
  logAs,
  onSent,
}: LeadFormOptions<Values, Request>) {
  const native = useNativeOutcome(formName);
  const [outcome] = useState<NativeFormOutcome | null>(native?.outcome ?? null);
  const refused = native?.outcome === 'invalid' || native?.outcome === 'refused';
  const form = useSchemaForm({
    schema,
    initialValues: refused ? withValues(initialValues, native.values) : initialValues,
    initialErrors: native?.fieldErrors,
    initialAlert: native?.formError,
    submit: (request) => send(request),
    onSuccess: (answer, helpers) => {
      const lines = answer.repeat
        ? { title: messages.enrollmentRepeatTitle, text: messages.enrollmentRepeatText }
        : toasts.sent;
      showToast(lines.title, lines.text);
      helpers.reset(initialValues);
      onSent?.(answer.repeat ? 'repeat' : 'sent');
    },
    onError: (error) => {
      console.error(logAs, error);
      return { toast: toasts.failed, fieldErrors: fieldErrorsOf(error) };
    },
  });
  return {
    ...form,
    /** How the last native post of this form ended, shown on the page the server rendered. */
    outcome: outcome === 'sent' || outcome === 'repeat' ? outcome : null,
    formProps: { method: 'post', action: nativeForms[formName], onSubmit: form.handleSubmit },
  };
}

/** The form's values with those the server sent back in their place (its own fields only). */
function withValues<Values extends object>(values: Values, sent: Record<string, string>): Values {
  const merged: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const key of Object.keys(values)) {
    if (typeof sent[key] === 'string') merged[key] = sent[key];
  }
  return merged as Values;
}
