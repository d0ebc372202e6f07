import { contactMessageSchema, messages, type ContactMessageRequest } from '@launchpad/contract';
import type { FormEvent } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { HoneypotField, TextAreaField, TextField } from '../../components/ui/form-field.tsx';
import { api, ApiError } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast.ts';
import { useAsyncAction } from '../../lib/use-async-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

const emptyMessage = { name: '', email: '', subject: '', message: '', website: '' };

/**
 * Spec §4 Contact form: idle → submitting ('Sending...', disabled) → a toast, and the form is
 * reset on success. Validation runs on submit only; the browser also requires every field.
 */
export function ContactForm() {
  const form = useSchemaForm(contactMessageSchema, emptyMessage);

  const send = useAsyncAction(async (request: ContactMessageRequest) => {
    try {
      await api.post('/contact-messages', request);
    } catch (error) {
      console.error('Contact message failed:', error);
      showToast(messages.contactFailedTitle, messages.contactFailedText, 'destructive');
      if (error instanceof ApiError) form.showErrors(error.fieldErrors);
      return;
    }
    showToast(messages.contactSentTitle, messages.contactSentText);
    form.reset();
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = form.validate(event.currentTarget);
    if (request) void send.run(request);
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="contact-form-title" className="mt-6 space-y-4">
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
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={send.pending}>
        {send.pending ? 'Sending...' : 'Send Message'}
      </button>
      <HoneypotField {...form.field('website')} />
    </form>
  );
}
