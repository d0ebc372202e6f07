import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Marks a per-learner answer revalidated on every use (`private, no-cache`) with its entity tag,
 * and says whether the client's copy (`If-None-Match`) is still current: then the route answers
 * 304 with no body.
 */
export function isClientCopyCurrent(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
): boolean {
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch) return false;
  // A list of tags, each maybe weak (W/"…"): a GET matches by the weak comparison (RFC 9110).
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** The answer when the client's copy is current: its headers are already set. */
export const notModified = (reply: FastifyReply) => reply.code(304).send();
