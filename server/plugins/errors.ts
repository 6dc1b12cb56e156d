import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

/** Every API error is `{message, code}`; 5xx never leak internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, ...error.details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        message: error.message,
        code: error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'payload_too_large' : 'bad_request',
      });
    }
    request.log.error(error);
    return reply
      .status(500)
      .send({ message: 'A technical problem occurred, please retry later.', code: 'server_error' });
  });
}
