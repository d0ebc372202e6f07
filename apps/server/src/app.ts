import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { trackApiRoutes } from './http/endpoint.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerMetrics } from './http/metrics.ts';
import { RequestLog } from './http/request-log.ts';
import { registerResponseSerialization } from './http/serialization.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { everyPageCheck, prerenderedInlineScriptHashes, registerWebApp } from './http/web-app.ts';
import { registerXsrfProtection } from './http/xsrf.ts';
import { Limits } from './http/limits.ts';
import { registerCurrentUser } from './modules/auth/current-user.ts';
import { createGoogleVerifier } from './modules/auth/google.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { LinkTokens } from './modules/auth/link-tokens.ts';
import { AccountService } from './modules/auth/service.ts';
import { SessionCache } from './modules/auth/session-cache.ts';
import { SessionStore } from './modules/auth/sessions.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { siteStatsRoutes } from './modules/site-stats/routes.ts';
import { SiteStatsService } from './modules/site-stats/service.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { AccountData } from './modules/account/service.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { BatchesRepo } from './modules/batches/repo.ts';
import { batchRoutes } from './modules/batches/routes.ts';
import { BatchesService } from './modules/batches/service.ts';
import { CertificatesRepo } from './modules/certificates/repo.ts';
import { certificatePageExists, certificateRoutes } from './modules/certificates/routes.ts';
import { CertificateService } from './modules/certificates/service.ts';
import { KnownDevices } from './modules/auth/known-devices.ts';
import { certificateSecret } from './modules/certificates/signing.ts';
import { InboxService } from './modules/admin/service.ts';
import { LeadsRepo } from './modules/leads/repo.ts';
import { leadFormRoutes } from './modules/leads/form-routes.ts';
import { loginFormRoute } from './modules/auth/form-routes.ts';
import type { NativeFormPages } from './http/native-forms.ts';
import { leadRoutes } from './modules/leads/routes.ts';
import { LeadsService } from './modules/leads/service.ts';
import { OutboxSender } from './modules/mail/outbox.ts';
import { PaymentsRepo } from './modules/payments/repo.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { PaymentsService } from './modules/payments/service.ts';
import { logTransport, smtpTransport } from './modules/mail/transports.ts';
import { ChallengeRepo } from './modules/challenges/repo.ts';
import type { Grader } from './modules/challenges/grading.ts';
import { createGrading } from './modules/challenges/grading-setup.ts';
import { challengePageExists, challengeRoutes } from './modules/challenges/routes.ts';
import { ChallengeService } from './modules/challenges/service.ts';
import { PreferencesRepo } from './modules/preferences/repo.ts';
import { preferenceRoutes } from './modules/preferences/routes.ts';
import { PreferencesService } from './modules/preferences/service.ts';
import { ProfileListsRepo, UploadsRepo } from './modules/profile/repo.ts';
import { Referrals } from './modules/profile/referrals.ts';
import { profileRoutes, sitePageExists } from './modules/profile/routes.ts';
import { ProfileService } from './modules/profile/service.ts';
import { DiskStorage } from './modules/profile/storage.ts';
import { UserRepo } from './modules/users/repo.ts';
import { UserService, UserViews } from './modules/users/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox's sender (tests drain it by hand). */
    outbox: OutboxSender;
    /**
     * Tells the app a user's row was changed outside its services, so no instance keeps serving
     * the cached copy.
     */
    userChanged(userId: number): Promise<void>;
    /** Frees the seats of holds that ran out by `now` (a sweep runs every minute; tests call it). */
    expireSeatHolds(now?: Date): Promise<number>;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Grades submissions instead of a Chromium pool of the app's own (tests share one). */
  grader?: Grader;
  /** Checks every answer against its zod schema before sending it (tests; RESPONSE_VALIDATION). */
  responseValidation?: boolean;
  /**
   * Renders the lead forms' pages for native submissions, in place of the built web app's
   * renderer (the server's tests, which run before any build).
   */
  nativeFormPages?: NativeFormPages;
}

/**
 * Builds the whole HTTP application without listening, so `main` and the tests (through
 * `app.inject`) run exactly the same code.
 */
// eslint-disable-next-line launchpad/max-lines-per-function -- the app's wiring, in the order it must happen; plan: build the services in a function of their own and register routes in another (issue #31)
export async function buildApp({
  config,
  database,
  grader,
  responseValidation = false,
  nativeFormPages,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // A hop count trusts that many proxies nearest to us (Fastify's own rule for a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    return503OnClosing: true,
    logController: new RequestLog(),
  });
  trackApiRoutes(app);
  // First, so its request counter sees every route (GET /metrics only with METRICS_TOKEN).
  const metrics = registerMetrics(app, { token: config.metricsToken, log: app.log });
  app.setValidatorCompiler(validatorCompiler);
  registerResponseSerialization(app, { validate: responseValidation });
  // Once the app is closing, each answer ends its connection: a keep-alive connection left open
  // after the last request in flight would hold the close until the client dropped it.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    frameOrigins: config.learnerFrames.frameOrigins,
    inlineScriptHashes: config.webDistDir ? prerenderedInlineScriptHashes(config.webDistDir) : [],
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  registerXsrfProtection(app, { secure: config.secureCookies });
  const limits = await Limits.open({
    enabled: config.rateLimits,
    redisUrl: config.redisUrl,
    redisPrefix: `${config.redisPrefix}limits:`,
    log: app.log,
  });

  const outbox = new OutboxSender(
    database.db,
    config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl, config.mail.from)
      : logTransport(app.log),
    app.log,
    metrics,
  );
  app.decorate('outbox', outbox);
  // Each module's repo goes to its own services only; modules reach each other through services.
  const users = new UserService(new UserRepo(database.db));
  const challenges = new ChallengeService(database.db, new ChallengeRepo(database.db), {
    learners: users,
  });
  const leads = new LeadsService(
    database.db,
    new LeadsRepo(database.db),
    users,
    config.mail.teamEmails,
    outbox,
    config.rateLimits,
  );
  // Batches and payments build on leads and hook into it: a new request gets the next open batch,
  // and the inbox's status moves take seats and ask for payments (in the move's transaction).
  const batches = new BatchesService(new BatchesRepo(database.db), leads);
  leads.setBatchForNewRequest((trx) => batches.nextOpenId(trx));
  const payments = new PaymentsService(database.db, new PaymentsRepo(database.db), batches, leads, {
    upi: config.upi,
    publicUrl: config.publicUrl,
    seatHoldHours: config.seatHoldHours,
    mail: outbox,
  });
  leads.setStatusEffects(payments);
  app.decorate('expireSeatHolds', (now?: Date) => payments.expireSeatHolds(now));
  const storage = new DiskStorage(join(config.dataDir, 'uploads'));
  const profiles = new ProfileService(
    database.db,
    new ProfileListsRepo(database.db),
    new UploadsRepo(database.db),
    storage,
    users,
  );
  const preferences = new PreferencesService(new PreferencesRepo(database.db));
  const referrals = new Referrals(users, leads);
  // The server's signing secret: certificates (decision 0015) and known browsers (decision 0007).
  const serverSecret = certificateSecret(
    config.certificateSecret,
    join(config.dataDir, 'certificate-secret'),
  );
  const certificates = new CertificateService(
    new CertificatesRepo(database.db),
    { enrollments: batches, users, progress: challenges },
    serverSecret,
    config.publicUrl,
  );
  const views = new UserViews(challenges, leads, profiles, certificates, config.adminEmails);
  const sessionCache = await SessionCache.open({
    redis: config.redisUrl
      ? { url: config.redisUrl, channel: `${config.redisPrefix}sessions:ended` }
      : undefined,
    log: app.log,
    metrics,
  });
  // The cache keeps each session's user row: any change to a row drops it on every instance.
  users.onChanged((userId) => sessionCache.invalidate({ userId }));
  // For what writes the users table outside the app's services (a repair script, a test).
  app.decorate('userChanged', (userId: number) => users.changed(userId));
  const knownDevices = new KnownDevices(serverSecret, { secure: config.secureCookies });
  const sessions = new SessionStore(
    database.db,
    { secure: config.secureCookies },
    sessionCache,
    knownDevices,
  );
  registerCurrentUser(app, sessions, users, views);

  await app.register(healthRoutes(database));
  await app.register(siteStatsRoutes(new SiteStatsService({ users, challenges })));
  await app.register(docsRoutes);
  const accounts = new AccountService({
    knownDevices,
    db: database.db,
    users,
    tokens: new LinkTokens(database.db),
    sessions,
    limits,
    publicUrl: config.publicUrl,
    mail: outbox,
  });
  await app.register(
    authRoutes({
      config,
      accounts,
      sessions,
      limits,
      verifyGoogleIdToken: config.google.clientId
        ? createGoogleVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl })
        : undefined,
      views,
    }),
  );
  await app.register(
    accountRoutes({
      accounts,
      data: new AccountData(
        users,
        sessions,
        challenges,
        leads,
        profiles,
        preferences,
        payments,
        certificates,
      ),
      sessions,
      limits,
      views,
    }),
  );
  const grading = createGrading(config, database.db, app.log, { grader, role: 'app', metrics });
  metrics.readBacklogsFrom({
    gradingBacklog: () => grading.backlog(),
    mailBacklog: () => outbox.backlog(),
  });
  // Every process hears every grade (app.ts's queue): each forgets the learner's cached progress
  // itself, before the requests waiting for the grade are answered.
  const forgetLearner = (userId: number) => sessionCache.forget({ userId });
  grading.queue.onGraded(forgetLearner);
  await app.register(
    challengeRoutes(challenges, limits, {
      queue: grading.queue,
      waitMs: config.grader.waitMs,
      gradeSeen: forgetLearner,
    }),
  );
  await app.register(preferenceRoutes(preferences));
  await app.register(leadRoutes(leads, limits));
  await app.register(adminRoutes(leads, new InboxService(leads, users, challenges)));
  await app.register(batchRoutes(batches));
  await app.register(paymentRoutes(payments));
  await app.register(certificateRoutes(certificates));
  await app.register(
    profileRoutes({
      profiles,
      storage,
      referrals,
      users,
      views,
      limits,
    }),
  );

  let formPages = nativeFormPages;
  if (config.webDistDir) {
    const web = await registerWebApp(app, {
      distDir: config.webDistDir,
      publicUrl: config.publicUrl,
      learnerFrames: config.learnerFrames,
      pageExists: everyPageCheck(
        sitePageExists(users),
        certificatePageExists(certificates),
        challengePageExists(challenges),
      ),
    });
    formPages ??= web.nativeFormPages ?? undefined;
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: `Not found: ${request.method} ${request.url}` }),
    );
  }

  // Without a renderer (an API-only server) the forms' pages do not exist to post from.
  if (formPages) {
    await app.register(leadFormRoutes(leads, limits, formPages));
    await app.register(loginFormRoute(accounts, sessions, formPages));
  }

  // Seat holds that ran out are freed every minute, on every instance (each is freed once).
  let seatHoldSweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    outbox.start();
    await grading.start();
    seatHoldSweep = setInterval(() => {
      payments.expireSeatHolds().catch((error: unknown) => {
        app.log.error({ err: error }, 'freeing expired seat holds failed');
      });
    }, 60_000);
    seatHoldSweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(seatHoldSweep);
    // Requests are done by now. Gradings and the mail in hand finish side by side (each is
    // bounded by its own time limits); whatever is not done stays pending for the next start.
    await Promise.all([grading.stop(), outbox.stop()]);
    await limits.close();
    await sessionCache.close();
    await database.close();
  });
  return app;
}
