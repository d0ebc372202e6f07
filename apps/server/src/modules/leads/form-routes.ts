import {
  contactMessageSchema,
  enrollmentRequestSchema,
  HONEYPOT_FIELD,
  messages,
  nativeForms,
  type NativeFormName,
} from '@launchpad/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { limitRules, type Limits } from '../../http/limits.ts';
import {
  acceptFormBodies,
  fieldErrorsOf,
  nativeForm,
  type NativeFormPages,
} from '../../http/native-forms.ts';
import type { LeadsService } from './service.ts';

/** The fields each lead form sends back to be shown again (never the hidden honeypot). */
const fieldsOf = {
  enrollment: Object.keys(enrollmentRequestSchema.shape).filter(
    (name) => name !== 'course' && name !== HONEYPOT_FIELD,
  ),
  contact: Object.keys(contactMessageSchema.shape).filter((name) => name !== HONEYPOT_FIELD),
} as const;

/**
 * The lead forms without JavaScript (issue #27, decision 0020). Each form posts natively to its
 * own page's address, and the answer is that page again, rendered for the outcome: 'Enrollment
 * Submitted!' or 'Message Sent!'; or the form with each problem beside its field and every value
 * kept. The rules are the JSON endpoints': the same contract schema, the same limit per address,
 * the same service (lead, outbox, one request per person), an anti-forgery token (in a form field
 * here) and the honeypot.
 */
export const leadFormRoutes =
  (leads: LeadsService, limits: Limits, pages: NativeFormPages): FastifyPluginAsync =>
  async (app) => {
    acceptFormBodies(app);
    for (const form of ['enrollment', 'contact'] as const) {
      app.post(nativeForms[form], { config: { xsrf: 'form-field' } }, (request, reply) =>
        submit(form, request, reply),
      );
    }

    async function submit(
      form: Extract<NativeFormName, 'enrollment' | 'contact'>,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const post = nativeForm(form, fieldsOf[form], { request, reply, pages });
      const { values } = post;

      if (!post.hasToken()) return post.refuse(403, messages.formExpired);
      try {
        await limits.consume(limitRules.leadsPerAddress, request.ip);
      } catch (error) {
        return post.refuseFor(error);
      }

      const input = { ...values, [HONEYPOT_FIELD]: post.body[HONEYPOT_FIELD] };
      const parsed =
        form === 'enrollment'
          ? enrollmentRequestSchema.safeParse(input)
          : contactMessageSchema.safeParse(input);
      if (!parsed.success) {
        return post.answer(400, {
          outcome: 'invalid',
          values,
          fieldErrors: fieldErrorsOf(parsed.error.issues),
        });
      }

      const sent = { values: {}, fieldErrors: {} };
      // A bot filled the field people cannot see: answer as if all went well, keep nothing.
      if (parsed.data[HONEYPOT_FIELD]) {
        request.log.info(`${form} form dropped: honeypot field filled`);
        return post.answer(200, { outcome: 'sent', ...sent });
      }
      if ('firstName' in parsed.data) {
        const { repeat } = await leads.createEnrollment(parsed.data);
        return post.answer(200, { outcome: repeat ? 'repeat' : 'sent', ...sent });
      }
      await leads.createContactMessage(parsed.data);
      return post.answer(200, { outcome: 'sent', ...sent });
    }
  };
