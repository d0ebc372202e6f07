import { HONEYPOT_FIELD, messages } from '@launchpad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { limitRules, perAddress, type Limits } from '../../http/limits.ts';
import type { LeadsService } from './service.ts';

export const leadRoutes =
  (leads: LeadsService, limits: Limits): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(app, 'createEnrollment', {
      onRequest: perAddress(limits, limitRules.leadsPerAddress),
      handler: async (request, reply) => {
        // A bot filled the field people cannot see: answer as if all went well, keep nothing.
        if (request.body[HONEYPOT_FIELD]) {
          request.log.info('enrollment dropped: honeypot field filled');
        } else if ((await leads.createEnrollment(request.body)).repeat) {
          return reply.status(200).send({
            message: `${messages.enrollmentRepeatTitle}. ${messages.enrollmentRepeatText}`,
            repeat: true,
          });
        }
        return reply.status(201).send({
          message: `${messages.enrollmentSubmittedTitle} ${messages.enrollmentSubmittedText}`,
        });
      },
    });

    defineRoute(app, 'createContactMessage', {
      onRequest: perAddress(limits, limitRules.leadsPerAddress),
      handler: async (request, reply) => {
        if (request.body[HONEYPOT_FIELD]) {
          request.log.info('contact message dropped: honeypot field filled');
        } else {
          await leads.createContactMessage(request.body);
        }
        return reply
          .status(201)
          .send({ message: `${messages.contactSentTitle} ${messages.contactSentText}` });
      },
    });
  };
