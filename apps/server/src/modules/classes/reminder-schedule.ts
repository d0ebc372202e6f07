import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';

const QUEUE_NAME = 'class-reminders';
const SCHEDULER_ID = 'scan-due-reminders';

/**
 * When due class reminders are looked for. The scan itself (`ClassNotices.sendDueReminders`) is
 * safe to run anywhere at once: each reminder goes once by its key in the database. So this only
 * decides how often, and where:
 * - without Redis, every instance scans on a timer;
 * - with Redis, a BullMQ job scheduler makes one job per tick for all instances, and one worker
 *   takes it (a tick missed while every instance was down runs when one is back).
 */
export class ReminderSchedule {
  private timer: NodeJS.Timeout | undefined;
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly scan: () => Promise<number>,
    private readonly options: {
      everyMs: number;
      redis?: { url: string; prefix: string };
      log: FastifyBaseLogger;
    },
  ) {}

  async start(): Promise<void> {
    const { redis, everyMs, log } = this.options;
    if (!redis) {
      this.timer = setInterval(() => void this.runOnce(), everyMs);
      this.timer.unref();
      return;
    }
    const connection = { url: redis.url, maxRetriesPerRequest: null };
    const prefix = `${redis.prefix}bull`;
    this.queue = new Queue(QUEUE_NAME, {
      connection,
      prefix,
      defaultJobOptions: { removeOnComplete: true, removeOnFail: true },
    });
    await this.queue.upsertJobScheduler(SCHEDULER_ID, { every: everyMs });
    this.worker = new Worker(QUEUE_NAME, () => this.scan(), { connection, prefix });
    this.worker.on('error', (error) => log.error({ err: error }, 'class reminder worker error'));
  }

  /** One scan now, never two at once in this process; a failure is logged and retried next tick. */
  runOnce(): Promise<unknown> {
    this.running = this.running.then(() =>
      this.scan().catch((error: unknown) => {
        this.options.log.error({ err: error }, 'sending class reminders failed');
      }),
    );
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.worker?.close();
    await this.queue?.close();
    await this.running;
  }
}
