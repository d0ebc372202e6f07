import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { findChromium, LiveChecker } from '@launchpad/grader';
import type { Config } from '../config.ts';
import type { AppDependencies } from '../app.ts';
import type { AppMetrics } from '../http/metrics.ts';
import { Limits } from '../http/limits.ts';
import { AccountData } from '../modules/account/service.ts';
import { InboxService } from '../modules/admin/service.ts';
import { LinkTokens } from '../modules/auth/link-tokens.ts';
import { KnownDevices } from '../modules/auth/known-devices.ts';
import { AccountService } from '../modules/auth/service.ts';
import { SessionCache } from '../modules/auth/session-cache.ts';
import { SessionStore } from '../modules/auth/sessions.ts';
import { BatchesRepo } from '../modules/batches/repo.ts';
import { BatchesService } from '../modules/batches/service.ts';
import { CertificatesRepo } from '../modules/certificates/repo.ts';
import { CertificateService } from '../modules/certificates/service.ts';
import { certificateSecret } from '../modules/certificates/signing.ts';
import { ClassesRepo } from '../modules/classes/repo.ts';
import { ClassNotices } from '../modules/classes/notices.ts';
import { ReminderSchedule } from '../modules/classes/reminder-schedule.ts';
import { ClassesService } from '../modules/classes/service.ts';
import { CompletionRepo } from '../modules/completion/repo.ts';
import { CompletionService } from '../modules/completion/service.ts';
import { ProjectsRepo } from '../modules/projects/repo.ts';
import { ProjectsService } from '../modules/projects/service.ts';
import { CockpitRepo } from '../modules/cockpit/repo.ts';
import { CockpitService } from '../modules/cockpit/service.ts';
import { MentoringRepo } from '../modules/mentoring/repo.ts';
import { MentoringService } from '../modules/mentoring/service.ts';
import { createGrading } from '../modules/challenges/grading-setup.ts';
import { ChallengeRepo } from '../modules/challenges/repo.ts';
import { ChallengeService } from '../modules/challenges/service.ts';
import { LeadsRepo } from '../modules/leads/repo.ts';
import { LeadsService } from '../modules/leads/service.ts';
import { OutboxSender, type MailQueue } from '../modules/mail/outbox.ts';
import { logTransport, smtpTransport } from '../modules/mail/transports.ts';
import { PaymentsRepo } from '../modules/payments/repo.ts';
import { PaymentsService } from '../modules/payments/service.ts';
import { PreferencesRepo } from '../modules/preferences/repo.ts';
import { PreferencesService } from '../modules/preferences/service.ts';
import { StaffRepo } from '../modules/staff/repo.ts';
import { StaffService } from '../modules/staff/service.ts';
import { SiteStatsService } from '../modules/site-stats/service.ts';
import { Referrals } from '../modules/profile/referrals.ts';
import { ProfileListsRepo, UploadsRepo } from '../modules/profile/repo.ts';
import { ProfileService } from '../modules/profile/service.ts';
import { DiskStorage } from '../modules/profile/storage.ts';
import { UserRepo } from '../modules/users/repo.ts';
import { UserService, UserViews } from '../modules/users/service.ts';

export type Services = Awaited<ReturnType<typeof buildServices>>;

/**
 * Every module's service, built once per app. Each module's repo goes to its own services only;
 * modules reach each other through services, in the order they build on one another.
 */
export async function buildServices(
  app: FastifyInstance,
  dependencies: AppDependencies,
  metrics: AppMetrics,
) {
  const { config, database, grader } = dependencies;
  const { db } = database;
  const limits = await Limits.open({
    enabled: config.rateLimits,
    redisUrl: config.redisUrl,
    redisPrefix: `${config.redisPrefix}limits:`,
    log: app.log,
  });
  const transport = config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, config.mail.from)
    : logTransport(app.log);
  const outbox = new OutboxSender(db, transport, app.log, metrics);
  const users = new UserService(new UserRepo(db));
  const challenges = new ChallengeService(db, new ChallengeRepo(db), { learners: users });
  const { leads, batches, payments } = buildProgram(dependencies, users, outbox);
  const storage = new DiskStorage(join(config.dataDir, 'uploads'));
  const profiles = new ProfileService(
    db,
    new ProfileListsRepo(db),
    new UploadsRepo(db),
    storage,
    users,
  );
  const preferences = new PreferencesService(new PreferencesRepo(db));
  // The server's signing secret: certificates (decision 0015) and known browsers (decision 0007).
  const serverSecret = certificateSecret(
    config.certificateSecret,
    join(config.dataDir, 'certificate-secret'),
  );
  const certificates = new CertificateService(
    new CertificatesRepo(db),
    {
      enrollments: batches,
      users,
      progress: challenges,
      // Teaching is built below (it needs the user views, which need certificates): read then.
      completion: {
        progressOf: (batchId, userId) => teaching.completion.progressOf(batchId, userId),
        passedProjectsOf: (batchId, userId) => teaching.projects.passedProjectsOf(batchId, userId),
      },
    },
    serverSecret,
    config.publicUrl,
  );
  const views = new UserViews(challenges, leads, profiles, certificates, config.adminEmails);
  const teaching = buildTeaching(app, dependencies, {
    users,
    views,
    batches,
    leads,
    challenges,
    mail: outbox,
  });
  const sessionCache = await SessionCache.open({
    redis: config.redisUrl
      ? { url: config.redisUrl, channel: `${config.redisPrefix}sessions:ended` }
      : undefined,
    log: app.log,
    metrics,
  });
  // The cache keeps each session's user row: any change to a row drops it on every instance.
  users.onChanged((userId) => sessionCache.invalidate({ userId }));
  const knownDevices = new KnownDevices(serverSecret, { secure: config.secureCookies });
  const sessions = new SessionStore(
    db,
    { secure: config.secureCookies },
    sessionCache,
    knownDevices,
  );
  const accounts = new AccountService({
    knownDevices,
    db,
    users,
    tokens: new LinkTokens(db),
    sessions,
    limits,
    publicUrl: config.publicUrl,
    mail: outbox,
  });
  const grading = createGrading(config, db, app.log, { grader, role: 'app', metrics });
  metrics.readBacklogsFrom({
    gradingBacklog: () => grading.backlog(),
    mailBacklog: () => outbox.backlog(),
  });
  // Every process hears every grade: each forgets the learner's cached progress itself, before
  // the requests waiting for the grade are answered.
  grading.queue.onGraded((userId) => sessionCache.forget({ userId }));
  return {
    limits,
    outbox,
    users,
    challenges,
    leads,
    batches,
    payments,
    storage,
    profiles,
    preferences,
    referrals: new Referrals(users, leads),
    certificates,
    views,
    sessionCache,
    sessions,
    accounts,
    grading,
    // What reads across modules for one page or answer: the site's figures, a learner's data
    // export and deletion, the team inbox's person view.
    siteStats: new SiteStatsService({ users, challenges }),
    accountData: new AccountData(
      users,
      sessions,
      challenges,
      leads,
      profiles,
      preferences,
      payments,
      certificates,
    ),
    inbox: new InboxService(leads, users, challenges),
    ...teaching,
  };
}

/**
 * Teaching the batch (issues #32–#33): the staff (team and mentors, and which batches each mentor
 * teaches), each batch's classes and projects, which staff may see only for their batches.
 */
/**
 * The grader's Chromium opening learners' live sites (issue #33), where this instance grades:
 * started on the first check, closed with the app. None without a Chromium to start.
 */
function liveSiteChecker(app: FastifyInstance, config: Config): LiveChecker | undefined {
  if (!config.liveCheckEnabled) return undefined;
  let chromiumPath: string;
  try {
    chromiumPath = findChromium({
      configured: config.grader.chromiumPath,
      systemPath: config.grader.systemChromiumPath,
      chromiumUser: config.grader.chromiumUser,
    }).executablePath;
  } catch {
    return undefined;
  }
  const checker = new LiveChecker({
    chromiumPath,
    chromiumUser: config.grader.chromiumUser,
    policy: { allowHosts: config.liveCheckAllowHosts },
  });
  app.addHook('onClose', () => checker.close());
  return checker;
}

function buildTeaching(
  app: FastifyInstance,
  { config, database: { db } }: AppDependencies,
  deps: {
    users: UserService;
    views: UserViews;
    batches: BatchesService;
    leads: LeadsService;
    challenges: ChallengeService;
    mail: MailQueue;
  },
) {
  const { users, views, batches, leads, challenges, mail } = deps;
  const staff = new StaffService(db, new StaffRepo(db), {
    users,
    views,
    batches,
    mail,
    publicUrl: config.publicUrl,
  });
  const classesRepo = new ClassesRepo(db);
  const classes = new ClassesService(db, classesRepo, {
    batches,
    leads,
    users,
    staff,
    publicUrl: config.publicUrl,
  });
  const classNotices = new ClassNotices(db, classesRepo, {
    batches,
    users,
    staff,
    mail,
    publicUrl: config.publicUrl,
    toBatchClass: (row) => classes.batchClassOf(row),
    learnersOf: (batchId) => classes.learnersOf(batchId),
  });
  const reminders = new ReminderSchedule(() => classNotices.sendDueReminders(), {
    everyMs: config.classReminderScanMs,
    redis: config.redisUrl ? { url: config.redisUrl, prefix: config.redisPrefix } : undefined,
    log: app.log,
  });
  const liveChecker = liveSiteChecker(app, config);
  const projects = new ProjectsService(db, new ProjectsRepo(db), {
    batches,
    classes,
    staff,
    users,
    mail,
    publicUrl: config.publicUrl,
    ...(liveChecker ? { liveChecker } : {}),
    log: app.log,
  });
  const completion = new CompletionService(new CompletionRepo(db), {
    batches,
    classes,
    projects,
    challenges,
    staff,
  });
  const mentoring = new MentoringService(db, new MentoringRepo(db), {
    classes,
    staff,
    users,
    mail,
    publicUrl: config.publicUrl,
  });
  const cockpit = new CockpitService(db, new CockpitRepo(db), {
    batches,
    classes,
    projects,
    challenges,
    staff,
    mail,
    publicUrl: config.publicUrl,
  });
  return { staff, classes, classNotices, reminders, projects, completion, mentoring, cockpit };
}

/**
 * The program's pipeline: leads (requests, messages), and batches and payments, which build on
 * leads and hook into it: a new request gets the next open batch, and the inbox's status moves
 * take seats and ask for payments (in the move's unit of work).
 */
function buildProgram(
  { config, database: { db } }: AppDependencies,
  users: UserService,
  mail: MailQueue,
) {
  const leads = new LeadsService(
    db,
    new LeadsRepo(db),
    users,
    config.mail.teamEmails,
    mail,
    config.rateLimits,
  );
  const batches = new BatchesService(new BatchesRepo(db), leads);
  leads.setBatchForNewRequest((trx) => batches.nextOpenId(trx));
  const payments = new PaymentsService(db, new PaymentsRepo(db), batches, leads, {
    upi: config.upi,
    publicUrl: config.publicUrl,
    seatHoldHours: config.seatHoldHours,
    mail,
  });
  leads.setStatusEffects(payments);
  return { leads, batches, payments };
}
