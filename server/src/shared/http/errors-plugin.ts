import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorEnvelope, ErrorParams } from '@affnet/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
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

interface Failure {
  code: string;
  msg: string;
  field?: string | undefined;
  params?: ErrorParams | undefined;
}

function send(reply: FastifyReply, status: number, code: string, msg: string) {
  return sendFailure(reply, status, { code, msg });
}

function sendFailure(reply: FastifyReply, status: number, { code, msg, field, params }: Failure) {
  const body: ErrorEnvelope = { err: 1, msg, code };
  if (field) body.field = field;
  if (params) body.params = params;
  return reply.status(status).send(body);
}

/**
 * What the router answers before any handler runs (Fastify's `frameworkErrors`): an address that does not decode
 * (400) or a path segment longer than the router takes (414), in the envelope like every other failure.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'request rejected by the router');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 414, ERROR_CODES.tooLong, 'The address is too long');
  }
  return send(reply, 400, ERROR_CODES.invalidInput, 'The address is not valid');
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large: 431, anything malformed: 400),
 * written on the socket as the envelope (Fastify's `clientErrorHandler`).
 */
export function clientErrors(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body: ErrorEnvelope = tooLarge
    ? { err: 1, msg: 'The request headers are too large', code: ERROR_CODES.payloadTooLarge }
    : { err: 1, msg: 'The request is not valid HTTP', code: ERROR_CODES.invalidInput };
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

/** The one place that turns failures into the `{err:1, msg, code, field?, params?}` envelope. */
export const errorsPlugin = globalPlugin(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendFailure(reply, error.statusCode, {
        code: error.code,
        msg: error.message,
        field: error.field,
        params: error.params,
      });
    }
    if (error.validation) {
      return sendFailure(reply, 400, describeValidation(error.validation, error.validationContext));
    }
    if (MALFORMED_JSON.has(error.code) || (error instanceof SyntaxError && error.statusCode === 400)) {
      return send(reply, 400, ERROR_CODES.malformedJson, 'Malformed JSON body');
    }
    if (TOO_LARGE.has(error.code) || error.statusCode === 413) {
      return send(reply, 413, ERROR_CODES.payloadTooLarge, 'The request is too large');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 415, ERROR_CODES.unsupportedMediaType, 'Unsupported content type');
    }
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return sendFailure(reply, 400, {
        code: ERROR_CODES.unsupportedMediaType,
        msg: 'file: send the file as multipart/form-data',
        field: 'file',
      });
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
