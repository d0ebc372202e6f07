import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { requireUser } from '../auth/current-user.ts';
import type { PaymentsService } from './service.ts';

/**
 * The learner pays by UPI and sends the UTR (their own payments only); the team confirms or
 * rejects (admin).
 */
export const paymentRoutes =
  (payments: PaymentsService): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(app, 'myPayments', {
      handler: async (request) => ({ payments: await payments.mine(requireUser(request)) }),
    });

    defineRoute(app, 'paymentQr', {
      handler: async (request, reply) => {
        const svg = await payments.qrCode(requireUser(request), request.params.reference);
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('Cache-Control', 'private, no-store')
          .send(svg);
      },
    });

    defineRoute(app, 'submitUtr', {
      handler: (request) =>
        payments.submitUtr(requireUser(request), request.params.reference, request.body.utr),
    });

    defineRoute(app, 'listPayments', {
      handler: async (request) => ({ payments: await payments.list(request.query.status) }),
    });

    defineRoute(app, 'confirmPayment', {
      handler: (request) => payments.confirm(request.params.id, requireUser(request).id),
    });

    defineRoute(app, 'movePaymentToSeat', {
      handler: (request) =>
        payments.moveToBatchWithSeat(request.params.id, requireUser(request).id),
    });

    defineRoute(app, 'refundPayment', {
      handler: (request) => payments.refundWithoutSeat(request.params.id, requireUser(request).id),
    });

    defineRoute(app, 'rejectPayment', {
      handler: (request) =>
        payments.reject(request.params.id, requireUser(request).id, request.body.reason),
    });
  };
