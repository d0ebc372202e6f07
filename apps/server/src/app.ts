import type { FastifyInstance } from 'fastify';
import { createHttpServer } from './composition/http-server.ts';
import { registerModuleRoutes, registerPages } from './composition/routes.ts';
import { buildServices, type Services } from './composition/services.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { NativeFormPages } from './http/native-forms.ts';
import type { Grader } from './modules/challenges/grading.ts';
import type { OutboxSender } from './modules/mail/outbox.ts';

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
    /** Queues the class reminders due at `now`, each once (tests call it without waiting a tick). */
    sendDueReminders(now?: Date): Promise<number>;
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
 * `app.inject`) run exactly the same code: the HTTP server, every module's services
 * (composition/services.ts), their routes and the web app's pages (composition/routes.ts), and
 * the work that runs beside the requests.
 */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { app, metrics } = await createHttpServer(
    dependencies.config,
    dependencies.responseValidation ?? false,
  );
  const services = await buildServices(app, dependencies, metrics);
  app.decorate('outbox', services.outbox);
  // For what writes the users table outside the app's services (a repair script, a test).
  app.decorate('userChanged', (userId: number) => services.users.changed(userId));
  app.decorate('expireSeatHolds', (now?: Date) => services.payments.expireSeatHolds(now));
  app.decorate('sendDueReminders', (now?: Date) => services.classNotices.sendDueReminders(now));
  await registerModuleRoutes(app, dependencies, services);
  await registerPages(app, dependencies, services);
  runBackgroundWork(app, dependencies.database, services);
  return app;
}

/**
 * What runs beside the requests, from the moment the app is ready until it closes: the mail
 * outbox, grading, the sweep that frees seat holds that ran out (every minute, on every
 * instance; each hold is freed once), and the class reminders (each sent once).
 */
function runBackgroundWork(
  app: FastifyInstance,
  database: DatabaseHandle,
  { outbox, grading, payments, limits, sessionCache, reminders }: Services,
): void {
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
    await reminders.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(seatHoldSweep);
    // Requests are done by now. Gradings and the mail in hand finish side by side (each is
    // bounded by its own time limits); whatever is not done stays pending for the next start.
    await Promise.all([grading.stop(), outbox.stop(), reminders.stop()]);
    await limits.close();
    await sessionCache.close();
    await database.close();
  });
}
