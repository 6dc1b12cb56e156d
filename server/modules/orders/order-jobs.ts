import type { FastifyInstance } from 'fastify';
import type { MailOutbox } from '../../lib/mail-outbox.ts';
import type { OrdersService } from './orders.service.ts';

/** How often the order jobs run (issue 24: at start-up and every minute). */
export const ORDER_JOBS_INTERVAL_MS = 60_000;

/**
 * The periodic work on orders, at start-up and then every minute until the server closes: holds
 * whose time is up are released, payments left open are asked about again, reservations nobody
 * answered in time are refused, refunds are sent, and the e-mails all of these queued leave.
 * Each job is made of conditional moves, so running it twice, or in two processes, does it once.
 */
export function startOrderJobs(
  app: FastifyInstance,
  jobs: {
    orders: OrdersService;
    /** The payments' jobs (modules/payments/ sits above orders: named by what they do, not imported). */
    payments: { recheck(): Promise<unknown>; processRefunds(): Promise<unknown> };
    outbox: MailOutbox;
  },
  intervalMs = ORDER_JOBS_INTERVAL_MS,
) {
  const steps: [string, () => Promise<unknown>][] = [
    ['releasing expired holds', () => jobs.orders.releaseExpiredHolds()],
    ['re-checking open payments', () => jobs.payments.recheck()],
    ['refusing unanswered reservations', () => jobs.orders.refuseUnanswered()],
    ['sending refunds', () => jobs.payments.processRefunds()],
    ['sending queued e-mails', () => jobs.outbox.drain()],
  ];
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      for (const [what, step] of steps) await step().catch((error: unknown) => app.log.error(error, `${what} failed`));
    });
    return running;
  };
  app.addHook('onReady', async () => {
    run();
  });
  const timer = setInterval(run, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await jobs.outbox.idle();
  });
  /** One run of every job now, after the one in progress (tests move the clock, then call it). */
  return run;
}
