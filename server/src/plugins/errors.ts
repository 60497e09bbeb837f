import type { ErrorEnvelope } from '@affnet/contracts';
import type { FastifyError, FastifyReply } from 'fastify';
import { AppError, ERROR_CODES } from '../errors';
import { globalPlugin } from './global-plugin';
import { describeValidation } from './validation-messages';

const MALFORMED_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);
const TOO_LARGE = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
]);

function send(reply: FastifyReply, status: number, code: string, msg: string) {
  const body: ErrorEnvelope = { err: 1, msg, code };
  return reply.status(status).send(body);
}

/** The one place that turns failures into the `{err:1, msg, code}` envelope. */
export const errorsPlugin = globalPlugin(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(reply, error.statusCode, error.code, error.message);
    }
    if (error.validation) {
      return send(reply, 400, ERROR_CODES.invalidInput, describeValidation(error.validation, error.validationContext));
    }
    if (MALFORMED_JSON.has(error.code) || (error instanceof SyntaxError && error.statusCode === 400)) {
      return send(reply, 400, 'MALFORMED_JSON', 'Malformed JSON body');
    }
    if (TOO_LARGE.has(error.code) || error.statusCode === 413) {
      return send(reply, 413, ERROR_CODES.payloadTooLarge, 'The request is too large');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 415, ERROR_CODES.unsupportedMediaType, 'Unsupported content type');
    }
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return send(reply, 400, ERROR_CODES.invalidInput, 'file: send the file as multipart/form-data');
    }
    if (error.statusCode === 429) {
      return send(reply, 429, ERROR_CODES.tooManyRequests, error.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, message: error.message }, 'request rejected');
      return send(reply, status, error.code ?? ERROR_CODES.invalidInput, error.message || 'The request is invalid');
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, ERROR_CODES.internal, 'Something went wrong on our side. Please try again later.');
  });
});
