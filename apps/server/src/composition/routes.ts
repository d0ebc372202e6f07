import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app.ts';
import { everyPageCheck, registerWebApp } from '../http/web-app.ts';
import { accountRoutes } from '../modules/account/routes.ts';
import { adminRoutes } from '../modules/admin/routes.ts';
import { registerCurrentUser } from '../modules/auth/current-user.ts';
import { loginFormRoute } from '../modules/auth/form-routes.ts';
import { createGoogleVerifier } from '../modules/auth/google.ts';
import { authRoutes } from '../modules/auth/routes.ts';
import { batchRoutes } from '../modules/batches/routes.ts';
import { certificatePageExists, certificateRoutes } from '../modules/certificates/routes.ts';
import { challengePageExists, challengeRoutes } from '../modules/challenges/routes.ts';
import { classRoutes } from '../modules/classes/routes.ts';
import { projectRoutes } from '../modules/projects/routes.ts';
import { mentoringRoutes } from '../modules/mentoring/routes.ts';
import { cockpitRoutes } from '../modules/cockpit/routes.ts';
import { completionRoutes } from '../modules/completion/routes.ts';
import { docsRoutes } from '../modules/docs/routes.ts';
import { healthRoutes } from '../modules/health/routes.ts';
import { leadFormRoutes } from '../modules/leads/form-routes.ts';
import { leadRoutes } from '../modules/leads/routes.ts';
import { paymentRoutes } from '../modules/payments/routes.ts';
import { preferenceRoutes } from '../modules/preferences/routes.ts';
import { profileRoutes, sitePageExists } from '../modules/profile/routes.ts';
import { staffRoutes } from '../modules/staff/routes.ts';
import { siteStatsRoutes } from '../modules/site-stats/routes.ts';
import type { Services } from './services.ts';

/** Every module's API routes, after the session is read for each request. */
export async function registerModuleRoutes(
  app: FastifyInstance,
  { config, database }: AppDependencies,
  s: Services,
): Promise<void> {
  registerCurrentUser(app, s.sessions, s.users, s.views);
  await app.register(healthRoutes(database));
  await app.register(siteStatsRoutes(s.siteStats));
  await app.register(docsRoutes);
  const { accounts, sessions, limits, views } = s;
  const verifyGoogleIdToken = config.google.clientId
    ? createGoogleVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl })
    : undefined;
  await app.register(
    authRoutes({ config, accounts, sessions, limits, verifyGoogleIdToken, views }),
  );
  await app.register(accountRoutes({ accounts, data: s.accountData, sessions, limits, views }));
  await app.register(
    challengeRoutes(s.challenges, limits, {
      queue: s.grading.queue,
      waitMs: config.grader.waitMs,
      // A learner shown a fresh grade drops their own kept answers, in case no notice came here.
      gradeSeen: (userId) => s.sessionCache.forget({ userId }),
    }),
  );
  await app.register(preferenceRoutes(s.preferences));
  await app.register(leadRoutes(s.leads, limits));
  await app.register(adminRoutes(s.leads, s.inbox));
  await app.register(batchRoutes(s.batches));
  await app.register(paymentRoutes(s.payments));
  await app.register(certificateRoutes(s.certificates));
  await app.register(staffRoutes(s.staff));
  await app.register(classRoutes(s.classes, s.classNotices, s.staff, s.batches));
  await app.register(projectRoutes(s.projects));
  await app.register(mentoringRoutes(s.mentoring));
  await app.register(cockpitRoutes(s.cockpit));
  await app.register(completionRoutes(s.completion));
  const { profiles, storage, referrals, users } = s;
  await app.register(profileRoutes({ profiles, storage, referrals, users, views, limits }));
}

/**
 * The built web app (with WEB_DIST_DIR) and the pages the lead forms and the login post to
 * without JavaScript. Without a renderer (an API-only server) those pages do not exist.
 */
export async function registerPages(
  app: FastifyInstance,
  { config, nativeFormPages }: AppDependencies,
  s: Services,
): Promise<void> {
  let formPages = nativeFormPages;
  if (config.webDistDir) {
    const web = await registerWebApp(app, {
      distDir: config.webDistDir,
      publicUrl: config.publicUrl,
      learnerFrames: config.learnerFrames,
      pageExists: everyPageCheck(
        sitePageExists(s.users),
        certificatePageExists(s.certificates),
        challengePageExists(s.challenges),
      ),
    });
    formPages ??= web.nativeFormPages ?? undefined;
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: `Not found: ${request.method} ${request.url}` }),
    );
  }
  if (formPages) {
    await app.register(leadFormRoutes(s.leads, s.limits, formPages));
    await app.register(loginFormRoute(s.accounts, s.sessions, formPages));
  }
}
