import {
  contactMessageSchema,
  enrollmentRequestSchema,
  HONEYPOT_FIELD,
  leadForms,
  messages,
  XSRF_FORM_FIELD,
  type LeadFormName,
  type LeadFormState,
} from '@launchpad/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { limitRules, type Limits } from '../../http/limits.ts';
import { hasFormToken } from '../../http/xsrf.ts';
import type { LeadsService } from './service.ts';

/** Renders a lead form's page for one native submission's outcome (the web app's renderer). */
export interface LeadFormPages {
  render(state: LeadFormState, xsrfToken: string): Promise<string>;
}

/** The fields each form sends, and the most of each value that is shown back. */
const fieldsOf: Record<LeadFormName, readonly string[]> = {
  enrollment: Object.keys(enrollmentRequestSchema.shape).filter((name) => name !== 'course'),
  contact: Object.keys(contactMessageSchema.shape),
};
const MAX_VALUE_SHOWN = 5_000;

/**
 * The lead forms without JavaScript (issue #27, decision 0020). Each form posts natively to its
 * own page's address, and the answer is that page again, rendered for the outcome: 'Enrollment
 * Submitted!' or 'Message Sent!'; or the form with each problem beside its field and every value
 * kept. The rules are the JSON endpoints': the same contract schema, the same limit per address,
 * the same service (lead, outbox, one request per person), an anti-forgery token (in a form field
 * here) and the honeypot.
 */
export const leadFormRoutes =
  (leads: LeadsService, limits: Limits, pages: LeadFormPages): FastifyPluginAsync =>
  async (app) => {
    // Browsers send a form as urlencoded; only these routes read it (the API reads JSON alone).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    for (const form of ['enrollment', 'contact'] as const) {
      app.post(leadForms[form], { config: { xsrf: 'form-field' } }, (request, reply) =>
        submit(form, request, reply),
      );
    }

    async function submit(form: LeadFormName, request: FastifyRequest, reply: FastifyReply) {
      const body = isRecord(request.body) ? request.body : {};
      const values = Object.fromEntries(
        fieldsOf[form]
          .filter((name) => name !== HONEYPOT_FIELD && typeof body[name] === 'string')
          .map((name) => [name, (body[name] as string).slice(0, MAX_VALUE_SHOWN)]),
      );
      const answer = async (status: number, state: Omit<LeadFormState, 'form'>) => {
        const html = await pages.render({ form, ...state }, request.xsrfToken);
        return reply
          .status(status)
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(html);
      };
      const refused = (status: number, formError: string) =>
        answer(status, { outcome: 'refused', values, fieldErrors: {}, formError });

      if (!hasFormToken(request, body[XSRF_FORM_FIELD])) {
        return refused(403, messages.formExpired);
      }
      try {
        await limits.consume(limitRules.leadsPerAddress, request.ip);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (error.headers) reply.headers(error.headers);
        return refused(error.statusCode, error.message);
      }

      const input = { ...values, [HONEYPOT_FIELD]: body[HONEYPOT_FIELD] };
      const parsed =
        form === 'enrollment'
          ? enrollmentRequestSchema.safeParse(input)
          : contactMessageSchema.safeParse(input);
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          (fieldErrors[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
        }
        return answer(400, { outcome: 'invalid', values, fieldErrors });
      }

      const sent = { values: {}, fieldErrors: {} };
      // A bot filled the field people cannot see: answer as if all went well, keep nothing.
      if (parsed.data[HONEYPOT_FIELD]) {
        request.log.info(`${form} form dropped: honeypot field filled`);
        return answer(200, { outcome: 'sent', ...sent });
      }
      if ('firstName' in parsed.data) {
        const { repeat } = await leads.createEnrollment(parsed.data);
        return answer(200, { outcome: repeat ? 'repeat' : 'sent', ...sent });
      }
      await leads.createContactMessage(parsed.data);
      return answer(200, { outcome: 'sent', ...sent });
    }
  };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
