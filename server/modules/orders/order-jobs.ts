import type { FastifyInstance } from 'fastify';
import type { OrdersService } from './orders.service.ts';

/** How often the order jobs run (issue 24: at start-up and every minute). */
export const ORDER_JOBS_INTERVAL_MS = 60_000;

/**
 * The periodic work on orders, at start-up and then every minute until the server closes: holds
 * whose time is up are released. Each job is a conditional move, so running it twice, or in two
 * processes, does it once.
 */
export function startOrderJobs(app: FastifyInstance, orders: OrdersService, intervalMs = ORDER_JOBS_INTERVAL_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = orders
      .releaseExpiredHolds()
      .catch((error: unknown) => app.log.error(error, 'releasing expired holds failed'));
  };
  app.addHook('onReady', async () => {
    run();
  });
  const timer = setInterval(run, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
