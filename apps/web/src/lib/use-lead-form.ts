import { fieldErrorsOf, useSchemaForm, type FormSchema } from './use-schema-form.ts';
import { showToast } from './toast.ts';

interface ToastLines {
  title: string;
  text: string;
}

interface LeadFormOptions<Values, Request> {
  schema: FormSchema<Request>;
  initialValues: Values;
  send: (request: Request) => Promise<unknown>;
  /** Product rules §8's toasts: 'Message Sent!' / 'Error', 'Enrollment Submitted!' / 'Error'. */
  toasts: { sent: ToastLines; failed: ToastLines };
  /** Starts the console line a failure is logged with (product rules §8: "Also logged"). */
  logAs: string;
  /** After the success toast and the reset (the dialog closes). */
  onSent?: () => void;
}

/**
 * The one submit flow of the forms that send a lead to the team, the contact form and the
 * enrollment dialog (product rules §4): judged on submit, pending while sending; on success a toast and
 * the form cleared; on failure the error toast, the failure logged, the values kept and the
 * server's field problems beside their fields.
 */
export function useLeadForm<Values extends object, Request>({
  schema,
  initialValues,
  send,
  toasts,
  logAs,
  onSent,
}: LeadFormOptions<Values, Request>) {
  return useSchemaForm({
    schema,
    initialValues,
    submit: (request) => send(request),
    onSuccess: (_answer, form) => {
      showToast(toasts.sent.title, toasts.sent.text);
      form.reset();
      onSent?.();
    },
    onError: (error) => {
      console.error(logAs, error);
      return { toast: toasts.failed, fieldErrors: fieldErrorsOf(error) };
    },
  });
}
