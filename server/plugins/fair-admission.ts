import type { FastifyInstance } from 'fastify';
import { AdmissionQueue } from '../lib/admission-queue.ts';

/** Time a turn of the event loop may spend on requests before the rest wait for the next turn. */
const SLICE_MS = 2;

/** Requests take turns under load (see AdmissionQueue); must be the app's first onRequest hook. */
export function registerFairAdmission(app: FastifyInstance, sliceMs = SLICE_MS) {
  const queue = new AdmissionQueue(sliceMs);
  app.server.on('connection', () => queue.connectionAccepted());
  app.addHook('onRequest', (_request, _reply, next) => {
    const admitted = queue.enter();
    if (admitted) admitted.then(() => next());
    else next();
  });
}
