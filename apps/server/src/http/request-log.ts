import { endpointRoutes } from '@launchpad/contract';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Probes poll these every few seconds: a line each would drown the log. */
const UNLOGGED_ROUTES = new Set<string>([endpointRoutes.health.path, endpointRoutes.ready.path]);

/**
 * Fastify's request log cut to one `info` line per answered request (method, URL, status, time),
 * written when the answer is done, instead of a line on arrival and another on completion; health
 * checks write none. Errors keep Fastify's own lines.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (UNLOGGED_ROUTES.has(request.routeOptions.url ?? '')) return;
    reply.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}
