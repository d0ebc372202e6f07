import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { describeApi } from '../../http/openapi.ts';
import { renderApiDocsPage } from './page.ts';

/** The API's own description: the OpenAPI document and a page that shows it. */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built on first use: most app starts (every test) never ask for it.
  let cached: { json: string; html: string } | undefined;
  const rendered = () => {
    if (!cached) {
      const description = describeApi();
      cached = {
        json: JSON.stringify(description.document),
        html: renderApiDocsPage(description),
      };
    }
    return cached;
  };

  defineRoute(app, 'openApi', {
    anonymous: true,
    handler: async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(rendered().json),
  });

  defineRoute(app, 'apiDocs', {
    anonymous: true,
    handler: async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(rendered().html),
  });
};
