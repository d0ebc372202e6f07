import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerXsrfProtection } from './http/xsrf.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { registerCurrentUser } from './modules/auth/current-user.ts';
import { createGoogleVerifier } from './modules/auth/google.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { AccountService } from './modules/auth/service.ts';
import { SessionStore } from './modules/auth/sessions.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { LeadsRepo } from './modules/leads/repo.ts';
import { leadRoutes } from './modules/leads/routes.ts';
import { LeadsService } from './modules/leads/service.ts';
import { OutboxSender } from './modules/mail/outbox.ts';
import { logTransport, smtpTransport } from './modules/mail/transports.ts';
import { ChallengeRepo } from './modules/challenges/repo.ts';
import { challengeRoutes } from './modules/challenges/routes.ts';
import { ChallengeService } from './modules/challenges/service.ts';
import { ProfileListsRepo } from './modules/profile/repo.ts';
import { Referrals } from './modules/profile/referrals.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { ProfileService } from './modules/profile/service.ts';
import { DiskStorage } from './modules/profile/storage.ts';
import { UserRepo } from './modules/users/repo.ts';
import { UserViews } from './modules/users/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox's sender (tests drain it by hand). */
    outbox: OutboxSender;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
}

/**
 * Builds the whole HTTP application without listening, so `main` and the tests (through
 * `app.inject`) run exactly the same code.
 */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: true,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(multipart, { limits: { files: 1, fields: 5, parts: 6 } });
  registerXsrfProtection(app, { secure: config.secureCookies });
  await registerRateLimits(app, { enabled: config.rateLimits, redisUrl: config.redisUrl });

  const users = new UserRepo(database.db);
  const challenges = new ChallengeRepo(database.db);
  const leads = new LeadsRepo(database.db);
  const profileLists = new ProfileListsRepo(database.db);
  const referrals = new Referrals(database.db);
  const storage = new DiskStorage(join(config.dataDir, 'uploads'));
  const views = new UserViews(challenges, leads, profileLists, config.adminEmails);
  const outbox = new OutboxSender(
    database.db,
    config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl, config.mail.from)
      : logTransport(app.log),
    app.log,
  );
  app.decorate('outbox', outbox);
  const sessions = new SessionStore(database.db, { secure: config.secureCookies });
  registerCurrentUser(app, sessions, users);

  await app.register(healthRoutes(database));
  await app.register(
    authRoutes({
      config,
      accounts: new AccountService(users),
      sessions,
      verifyGoogleIdToken: config.google.clientId
        ? createGoogleVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl })
        : undefined,
      views,
    }),
  );
  await app.register(challengeRoutes(new ChallengeService(database.db, challenges)));
  await app.register(
    leadRoutes(
      new LeadsService(database.db, referrals, config.mail.teamEmails, () => void outbox.drain()),
    ),
  );
  await app.register(adminRoutes(leads, views));
  await app.register(
    profileRoutes({
      profiles: new ProfileService(database.db, profileLists, storage),
      storage,
      referrals,
      users,
      views,
    }),
  );

  if (config.webDistDir) {
    await registerWebApp(app, config.webDistDir);
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: `Not found: ${request.method} ${request.url}` }),
    );
  }

  app.addHook('onReady', async () => {
    outbox.start();
  });
  app.addHook('onClose', async () => {
    await outbox.stop();
    await database.close();
  });
  return app;
}
