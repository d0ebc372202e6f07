import { EventEmitter } from 'node:events';
import { DelayedError, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { ChallengeRepo } from './repo.ts';
import type { GradingService } from './grading.ts';

/**
 * How submissions reach a grader (docs/decisions/0008-server-grading.md). The database is the
 * record: a submission is a 'pending' row until a grader writes its grade, so a crash or restart
 * loses nothing. The queue only says "grade this now":
 *
 * - embedded (no REDIS_URL): graders in this process take pending rows from the database;
 * - at scale (REDIS_URL): a BullMQ queue on Redis, with workers in the app (GRADER=on) or in
 *   `npm run grader` processes on other machines.
 *
 * Either way a sweep hands out pending rows nobody is grading (a lost job, a dead grader's
 * lease), and the claim in GradingService makes every extra hand-out harmless.
 */
export interface GradingQueue {
  /** After the pending row is committed: have it graded soon. */
  enqueue(id: number): Promise<void>;
  /** Resolves true once submission `id` is graded, false after `ms`. */
  waitFor(id: number, ms: number): Promise<boolean>;
  /**
   * Calls `listener` with the learner of every grade this process hears of (its own graders', and
   * with Redis every process's), before anyone waiting for that grade is told.
   */
  onGraded(listener: (userId: number) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface QueueLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const SWEEP_MS = 1000;
/**
 * A job whose learner already has a grading running waits this long and goes back in line
 * behind the others (fair graders: one running grading per account).
 */
const LEARNER_BUSY_DELAY_MS = 500;
const RETRY_PAUSE_MS = 10_000;

/**
 * Tells waiting requests that a grade landed: at once in this process, through Redis pub/sub from
 * other processes, and by looking at the row every half second whatever happens, so a lost
 * message costs latency, never the answer. A notice names the submission and its learner
 * (`<submission>:<user>`), so every process can drop what it keeps of the learner's progress.
 */
class GradeNotices {
  private readonly local = new EventEmitter().setMaxListeners(0);
  private readonly gradedListeners: Array<(userId: number) => void> = [];
  private subscriber: Redis | undefined;
  private publisher: Redis | undefined;

  constructor(
    private readonly repo: ChallengeRepo,
    private readonly redis?: { url: string; channel: string },
  ) {}

  async start(): Promise<void> {
    if (!this.redis) return;
    this.publisher = new Redis(this.redis.url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(this.redis.url);
    this.subscriber.on('message', (_channel: string, message: string) => {
      const [id, userId] = message.split(':').map(Number);
      if (Number.isSafeInteger(id) && Number.isSafeInteger(userId)) this.heard(id!, userId!);
    });
    await this.subscriber.subscribe(this.redis.channel);
  }

  onGraded(listener: (userId: number) => void): void {
    this.gradedListeners.push(listener);
  }

  async stop(): Promise<void> {
    this.subscriber?.disconnect();
    this.publisher?.disconnect();
  }

  graded(id: number, userId: number): void {
    this.heard(id, userId);
    void this.publisher?.publish(this.redis!.channel, `${id}:${userId}`).catch(() => undefined);
  }

  /** The learner's cached progress goes first: a request told of the grade reads the new one. */
  private heard(id: number, userId: number): void {
    for (const listener of this.gradedListeners) listener(userId);
    this.local.emit(String(id));
  }

  /** Whether the row holds a grade (by whichever process wrote it). */
  isGraded = async (id: number) => (await this.repo.submissionStatus(id)) !== 'pending';

  async waitFor(id: number, ms: number): Promise<boolean> {
    if (await this.isGraded(id)) return true;
    return new Promise<boolean>((resolve) => {
      const key = String(id);
      const done = (graded: boolean) => {
        clearTimeout(deadline);
        clearInterval(poll);
        this.local.off(key, onNotice);
        resolve(graded);
      };
      const onNotice = () => done(true);
      this.local.on(key, onNotice);
      const deadline = setTimeout(() => done(false), ms);
      const poll = setInterval(() => {
        void this.isGraded(id).then(
          (graded) => graded && done(true),
          () => undefined,
        );
      }, 500);
    });
  }
}

/** The embedded queue: this process's graders take pending rows straight from the database. */
export class LocalGradingQueue implements GradingQueue {
  private readonly inFlight = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private pumping: Promise<void> | undefined;
  private stopped = true;
  /** After the grader could not run, pending rows wait a little before they are tried again. */
  private pausedUntil = 0;
  private readonly notices: GradeNotices;

  constructor(
    private readonly repo: ChallengeRepo,
    /** Undefined when this process grades nothing (GRADER=off, no Chromium): rows wait. */
    private readonly grading: GradingService | undefined,
    private readonly options: { concurrency: number; leaseMs: number; log: QueueLog },
  ) {
    this.notices = new GradeNotices(repo);
  }

  async start(): Promise<void> {
    this.stopped = false;
    if (!this.grading) return;
    this.timer = setInterval(() => void this.pump(), SWEEP_MS);
    this.timer.unref();
    void this.pump();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    // A pump that is reading pending rows starts none of them once stopped (`run`).
    await this.pumping;
    // In-flight grades finish or are handed back (grading-setup.ts), so none is left claimed;
    // should we be killed instead, they are taken again after their lease.
    while (this.inFlight.size > 0) await new Promise((r) => setTimeout(r, 50));
    await this.notices.stop();
  }

  async enqueue(id: number): Promise<void> {
    if (!this.grading || this.stopped) return;
    if (this.inFlight.size < this.options.concurrency) this.run(id);
    else void this.pump();
  }

  /**
   * Without graders in this process nothing grades it soon (GRADER=off, no Chromium, or a grader
   * elsewhere polling the database): the client polls instead of waiting here.
   */
  waitFor(id: number, ms: number): Promise<boolean> {
    return this.grading ? this.notices.waitFor(id, ms) : this.notices.isGraded(id);
  }

  onGraded(listener: (userId: number) => void): void {
    this.notices.onGraded(listener);
  }

  /** Fills free graders with the oldest pending rows nobody holds; one pump at a time. */
  private pump(): Promise<void> {
    if (this.pumping || this.stopped || !this.grading || Date.now() < this.pausedUntil) {
      return Promise.resolve();
    }
    const pumping = this.fillFreeGraders().finally(() => {
      this.pumping = undefined;
    });
    this.pumping = pumping;
    return pumping;
  }

  private async fillFreeGraders(): Promise<void> {
    try {
      const free = this.options.concurrency - this.inFlight.size;
      if (free <= 0) return;
      const leaseExpiredBefore = new Date(Date.now() - this.options.leaseMs).toISOString();
      const ids = await this.repo.claimablePending(free, leaseExpiredBefore, [...this.inFlight]);
      for (const id of ids) this.run(id);
    } catch (error) {
      this.options.log.error({ err: error }, 'grading queue: could not read pending submissions');
    }
  }

  private run(id: number): void {
    if (this.stopped || this.inFlight.has(id) || !this.grading) return;
    this.inFlight.add(id);
    this.grading
      .gradeOne(id)
      .then(
        (outcome) => {
          if (outcome.kind === 'graded') this.notices.graded(id, outcome.userId);
          if (outcome.kind === 'retry') this.pausedUntil = Date.now() + RETRY_PAUSE_MS;
        },
        (error: unknown) =>
          this.options.log.error({ err: error, submission: id }, 'grading failed'),
      )
      .finally(() => {
        this.inFlight.delete(id);
        if (!this.stopped) void this.pump();
      });
  }
}

export const GRADING_QUEUE_NAME = 'grading';

/**
 * The queue at scale: BullMQ on Redis. Every app instance adds jobs (one per submission: the job
 * id is the submission's); workers run where GRADER=on or in `npm run grader` processes.
 */
export class BullGradingQueue implements GradingQueue {
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private readonly notices: GradeNotices;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly repo: ChallengeRepo,
    private readonly grading: GradingService | undefined,
    private readonly options: {
      redisUrl: string;
      prefix: string;
      concurrency: number;
      leaseMs: number;
      log: QueueLog;
    },
  ) {
    const connection = { url: options.redisUrl, maxRetriesPerRequest: null };
    this.queue = new Queue(GRADING_QUEUE_NAME, {
      connection,
      prefix: `${options.prefix}bull`,
      defaultJobOptions: {
        // The database keeps the grade; Redis keeps nothing it does not need.
        removeOnComplete: true,
        removeOnFail: true,
        attempts: 5,
        backoff: { type: 'exponential', delay: 1000 },
      },
    });
    this.notices = new GradeNotices(repo, {
      url: options.redisUrl,
      channel: `${options.prefix}graded`,
    });
  }

  async start(): Promise<void> {
    await this.notices.start();
    if (this.grading) {
      const grading = this.grading;
      this.worker = new Worker<{ id: number }>(
        GRADING_QUEUE_NAME,
        async (job, token) => {
          const outcome = await grading.gradeOne(job.data.id);
          // Thrown, so BullMQ tries it again after a back-off.
          if (outcome.kind === 'retry') throw new Error('the grader is unavailable');
          // Handed back as this worker stops: back in line at once, for another worker or the
          // next start, without using up one of the job's tries.
          if (outcome.kind === 'handed-back') {
            await job.moveToDelayed(Date.now(), token);
            throw new DelayedError();
          }
          // Not taken, still pending: its learner has a grading running. It waits its turn.
          if (outcome.kind === 'not-claimed' && (await this.repo.isPending(job.data.id))) {
            await job.moveToDelayed(Date.now() + LEARNER_BUSY_DELAY_MS, token);
            throw new DelayedError();
          }
          if (outcome.kind === 'graded') this.notices.graded(job.data.id, outcome.userId);
          return outcome.kind;
        },
        {
          connection: { url: this.options.redisUrl, maxRetriesPerRequest: null },
          prefix: `${this.options.prefix}bull`,
          concurrency: this.options.concurrency,
          // A grade takes at most the grader's time limit; the lock outlives it comfortably.
          lockDuration: this.options.leaseMs,
        },
      );
      this.worker.on('error', (error) =>
        this.options.log.error({ err: error }, 'grading worker error'),
      );
    }
    // Re-sends what no job carries any more (lost before it was added, a dead worker's).
    this.timer = setInterval(() => void this.sweep(), Math.max(SWEEP_MS, this.options.leaseMs / 4));
    this.timer.unref();
    void this.sweep();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    // Waits for the jobs in hand: each is graded or handed back (grading-setup.ts).
    await this.worker?.close();
    await this.queue.close();
    await this.notices.stop();
  }

  async enqueue(id: number): Promise<void> {
    // BullMQ refuses ids that look like integers.
    await this.queue.add('grade', { id }, { jobId: `submission-${id}` });
  }

  waitFor(id: number, ms: number): Promise<boolean> {
    return this.notices.waitFor(id, ms);
  }

  onGraded(listener: (userId: number) => void): void {
    this.notices.onGraded(listener);
  }

  private async sweep(): Promise<void> {
    if (this.stopped) return;
    try {
      const before = new Date(Date.now() - this.options.leaseMs).toISOString();
      const ids = await this.repo.pendingSince(before, 500);
      // Same job id: BullMQ ignores it while the submission's job still exists.
      await Promise.all(ids.map((id) => this.enqueue(id)));
    } catch (error) {
      this.options.log.warn({ err: error }, 'grading sweep failed');
    }
  }
}
