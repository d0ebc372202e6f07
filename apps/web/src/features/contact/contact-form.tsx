import { contactMessageSchema, messages } from '@launchpad/contract';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import {
  FormAlert,
  HoneypotField,
  TextAreaField,
  TextField,
} from '../../components/ui/form-field.tsx';
import { LeadOutcome } from '../../components/lead-outcome.tsx';
import { useLeadForm } from '../../lib/use-lead-form.tsx';
import { FormTokenField } from '../../lib/native-form-state.tsx';
import { createContactMessage } from './api/create-contact-message.ts';

const emptyMessage = { name: '', email: '', subject: '', message: '', website: '' };

/**
 * Product rules §4 Contact form: idle → submitting ('Sending...', disabled) → a toast, and the form is
 * reset on success. Validation runs on submit only; the browser also requires every field.
 * Before and without the page's scripts it posts natively, and the page the server answers with
 * says 'Message Sent!' or shows the spec's messages beside their fields (decision 0020).
 */
export function ContactForm() {
  const form = useLeadForm({
    form: 'contact',
    schema: contactMessageSchema,
    initialValues: emptyMessage,
    send: createContactMessage,
    toasts: {
      sent: { title: messages.contactSentTitle, text: messages.contactSentText },
      failed: { title: messages.contactFailedTitle, text: messages.contactFailedText },
    },
    logAs: 'Contact message failed:',
  });

  return (
    <>
      {form.outcome && (
        <LeadOutcome title={messages.contactSentTitle} text={messages.contactSentText} />
      )}
      <form {...form.formProps} aria-labelledby="contact-form-title" className="mt-6 space-y-4">
        <FormTokenField />
        <FormAlert message={form.alert} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" autoComplete="name" required {...form.field('name')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
        </div>
        <TextField label="Subject" required {...form.field('subject')} />
        <TextAreaField label="Message" required {...form.field('message')} />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={form.pending}>
          {form.pending ? 'Sending...' : 'Send Message'}
        </button>
        <HoneypotField {...form.field('website')} />
      </form>
    </>
  );
}
