import { sitePaths } from '@launchpad/contract/site-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { pagesAt } from '../../http/web-app.ts';
import { requireUser } from '../auth/current-user.ts';
import type { CertificateService } from './service.ts';

/**
 * The page of an unknown certificate answers 404, like the API; on it the app says 'Certificate
 * not found'.
 */
export const certificatePageExists = (certificates: CertificateService) =>
  pagesAt(sitePaths.certificate, ({ id }) => certificates.exists(id!));

/**
 * Certificates: the team issues and revokes them (verified admins only, checked before any body
 * is read); anyone reads one by its id, as JSON or as a PDF; a learner lists their own.
 */
export const certificateRoutes =
  (certificates: CertificateService): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(app, 'listCertificates', { handler: () => certificates.adminList() });

    defineRoute(app, 'issueCertificate', {
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await certificates.issue(
              request.body.enrollmentId,
              requireUser(request).id,
              request.body.overrideReason,
            ),
          ),
    });

    defineRoute(app, 'revokeCertificate', {
      handler: (request) =>
        certificates.revoke(request.params.id, requireUser(request).id, request.body.reason),
    });

    defineRoute(app, 'myCertificates', {
      handler: async (request) => ({
        certificates: await certificates.shownFor(requireUser(request).id),
      }),
    });

    // Not cached: a revocation shows at the next look.
    defineRoute(app, 'certificate', {
      anonymous: true,
      handler: async (request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return certificates.find(request.params.id);
      },
    });

    defineRoute(app, 'certificatePdf', {
      anonymous: true,
      handler: async (request, reply) => {
        const bytes = await certificates.pdf(request.params.id);
        return reply
          .type('application/pdf')
          .header('Cache-Control', 'no-cache')
          .header('Content-Disposition', `inline; filename="certificate-${request.params.id}.pdf"`)
          .send(bytes);
      },
    });
  };
