import { DEVICE_COOKIE } from './known-devices.ts';
import { loginRequestSchema, messages, nativeForms } from '@launchpad/contract';
import { sitePaths } from '@launchpad/contract/site-paths';
import type { FastifyPluginAsync } from 'fastify';
import {
  acceptFormBodies,
  fieldErrorsOf,
  nativeForm,
  type NativeFormPages,
} from '../../http/native-forms.ts';
import type { AccountService } from './service.ts';
import { startFreshSession, type SessionStore } from './sessions.ts';

/**
 * Logging in without JavaScript, or before the page's scripts have run (issue #27, decision
 * 0020): the login form posts natively to /login. The rules are the JSON endpoint's: the same
 * schema, the same limits on failed attempts (per account and per address, in
 * `AccountService.logIn`), the same session, an anti-forgery token in a form field. A login goes
 * on to the dashboard (303); a refusal answers with the login page and the reason, the e-mail
 * kept and the password never sent back.
 */
export const loginFormRoute =
  (accounts: AccountService, sessions: SessionStore, pages: NativeFormPages): FastifyPluginAsync =>
  async (app) => {
    acceptFormBodies(app);
    app.post(nativeForms.login, { config: { xsrf: 'form-field' } }, async (request, reply) => {
      const post = nativeForm('login', ['email'], { request, reply, pages });

      if (!post.hasToken()) return post.refuse(403, messages.formExpired);
      const parsed = loginRequestSchema.safeParse({
        email: post.body.email,
        password: post.body.password,
      });
      if (!parsed.success) {
        return post.answer(400, {
          outcome: 'invalid',
          values: post.values,
          fieldErrors: fieldErrorsOf(parsed.error.issues),
        });
      }
      let user;
      try {
        user = await accounts.logIn(parsed.data, request.ip, request.cookies[DEVICE_COOKIE]);
      } catch (error) {
        return post.refuseFor(error);
      }
      await sessions.purgeExpired();
      await startFreshSession(sessions, request, reply, user);
      return reply.redirect(sitePaths.dashboard, 303);
    });
  };
