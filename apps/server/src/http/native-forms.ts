import { XSRF_FORM_FIELD, type NativeFormName, type NativeFormState } from '@launchpad/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { hasFormToken } from './xsrf.ts';

/**
 * What the forms that post natively share (decision 0020): reading the urlencoded body a browser
 * sends, the anti-forgery token in its field, and the answer, which is the form's page rendered by
 * the web build for the outcome.
 */

/** Renders a form's page for one native submission's outcome (the web build's renderer). */
export interface NativeFormPages {
  render(state: NativeFormState, xsrfToken: string): Promise<string>;
}

const MAX_VALUE_SHOWN = 5_000;

/** Browsers send a form as urlencoded; only the plugin that calls this reads it (the API reads JSON). */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/**
 * One native post of a form: its body, the fields it shows again (`shown`, cut short: the answer
 * is a page; never a password), its token check and its answers.
 */
export function nativeForm(
  form: NativeFormName,
  shown: readonly string[],
  {
    request,
    reply,
    pages,
  }: { request: FastifyRequest; reply: FastifyReply; pages: NativeFormPages },
) {
  const body: Record<string, unknown> =
    typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
      ? (request.body as Record<string, unknown>)
      : {};
  const values: Record<string, string> = Object.fromEntries(
    shown
      .filter((name) => typeof body[name] === 'string')
      .map((name) => [name, (body[name] as string).slice(0, MAX_VALUE_SHOWN)]),
  );
  /** Answers with the form's page rendered for this outcome. */
  async function answer(status: number, state: Omit<NativeFormState, 'form'>) {
    const html = await pages.render({ form, ...state }, request.xsrfToken);
    return reply
      .status(status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }
  /** The form again with its values and why it was refused as a whole. */
  const refuse = (status: number, formError: string) =>
    answer(status, { outcome: 'refused', values, fieldErrors: {}, formError });
  return {
    body,
    values,
    /** Whether the form carries this visitor's anti-forgery token. */
    hasToken: () => hasFormToken(request, body[XSRF_FORM_FIELD]),
    answer,
    refuse,
    /** The form again with the client error's reason (a limit, a wrong password); others rethrown. */
    refuseFor(error: unknown) {
      if (!(error instanceof HttpError)) throw error;
      if (error.headers) reply.headers(error.headers);
      return refuse(error.statusCode, error.message);
    },
  };
}

/** Zod's issues as the problems beside each field. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues)
    (fieldErrors[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
  return fieldErrors;
}
