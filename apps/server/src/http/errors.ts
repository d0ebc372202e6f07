import type { ApiErrorBody } from '@launchpad/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose message is meant for the client, with the status to send it under. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Headers the answer carries (`Retry-After` on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const knownClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'This content type is not supported here.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The content length is invalid.' },
  // @fastify/multipart
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'Send the file as multipart/form-data.',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  FST_PARTS_LIMIT: { status: 413, message: 'The form has too many parts.' },
  FST_FILES_LIMIT: { status: 400, message: 'Send one file at a time.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The form has too many fields.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'The form has a field name that is not allowed.' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: 'A form field is not valid JSON.' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'The upload ended before it was complete.' },
};

/**
 * Busboy (under @fastify/multipart) reports a malformed multipart body with plain errors that
 * carry no code or status: no boundary, a boundary too long, a body or a part that ends before
 * its closing boundary.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|The needle (cannot be an empty|cannot have a length bigger than)|Malformed part header|Unsupported Content-Type\.)/;
const MALFORMED_MULTIPART_MESSAGE = 'The upload is not a complete multipart/form-data body.';

/**
 * Values PostgreSQL cannot store, where SQLite takes them: text with a NUL character (`\u0000`,
 * SQLSTATE 22021) and a number beyond its column (an id of 2147483648 in a path, 22003). They come
 * from requests whose schemas let them through, so the answer is a 400; each is logged as a
 * warning, so a schema that should refuse the value can be found and tightened.
 */
const UNSTORABLE: Record<string, string> = {
  '22021': 'Text must not contain NUL (\\u0000) characters.',
  '22003': 'A number in the request is out of range.',
};

/**
 * One error handler for the whole API: every failure leaves as `{message, fieldErrors?}`, and a
 * 5xx never carries internals (it is logged with the request id instead).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      const body: ApiErrorBody = { message: 'Please correct the highlighted fields.', fieldErrors };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      const body: ApiErrorBody = { message: error.message };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body);
    }
    const known = error.code ? knownClientErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (!error.code && !error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
      return reply.status(400).send({ message: MALFORMED_MULTIPART_MESSAGE });
    }
    const unstorable = error.code ? UNSTORABLE[error.code] : undefined;
    if (unstorable) {
      request.log.warn({ err: error }, 'the database refused a value from the request');
      return reply.status(400).send({ message: unstorable });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: `Something went wrong on our side (request ${request.id}).` });
  });
}
