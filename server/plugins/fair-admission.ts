import type { FastifyInstance } from 'fastify';
import { AdmissionQueue } from '../lib/admission-queue.ts';

/** Time a turn of the event loop may spend on requests before the rest wait for the next turn. */
const SLICE_MS = 2;

/** Requests take turns under load (see AdmissionQueue); must be the app's first onRequest hook. */
export function registerFairAdmission(app: FastifyInstance, sliceMs = SLICE_MS) {
  const queue = new AdmissionQueue(sliceMs);
  app.server.on('connection', () => queue.connectionAccepted());
  const turns = new WeakMap<object, () => void>();
  app.addHook('onRequest', (request, _reply, next) => {
    const turn = queue.enter();
    if (!turn) return next();
    turns.set(request, turn.done);
    turn.admitted.then(() => next());
  });
  app.addHook('onSend', (request, _reply, payload, next) => {
    turns.get(request)?.();
    next(null, payload);
  });
}
