import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { errorAnswer } from '../src/shared/http/answers';
import { globalPlugin } from '../src/shared/http/global-plugin';
import { openApiPath } from '../src/shared/http/openapi';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type ApiDocument = { paths?: Record<string, Record<string, Operation>> };

/** The JSON schema the document gives for an answer of this route and status (exact status, then 4XX, then default). */
export function answerSchemaOf(document: ApiDocument, method: string, route: string, status: number) {
  const responses = document.paths?.[openApiPath(route)]?.[method.toLowerCase()]?.responses ?? {};
  const answer = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  return answer?.content?.['application/json']?.schema;
}

/**
 * Checks every JSON answer of the app against the OpenAPI document it serves (GET /api/docs): an answer that does not
 * match its route's schema becomes a 500 and is printed, so the test that made the call fails. Answers without a
 * route (not found) must be the failure envelope. That every route has a schema for its answers is the OpenAPI
 * document test's concern.
 */
export const answerCheck = globalPlugin(async (app: FastifyInstance) => {
  // Formats too: an answer's date-time is checked as one.
  const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
  const validators = new Map<string, ValidateFunction | null>();
  const validatorOf = (key: string, schema: () => object | undefined) => {
    if (!validators.has(key)) {
      const found = schema();
      validators.set(key, found ? ajv.compile(found) : null);
    }
    return validators.get(key) ?? null;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload === '') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    const route = request.routeOptions.url;
    const key = `${request.method} ${route ?? '(none)'} ${reply.statusCode}`;
    const validate = route
      ? validatorOf(key, () => answerSchemaOf(app.swagger() as ApiDocument, request.method, route, reply.statusCode))
      : validatorOf(key, () => errorAnswer);
    if (!validate || validate(JSON.parse(payload))) return payload;
    const problem = `${key}: the answer does not match its schema in the OpenAPI document: ${ajv.errorsText(
      validate.errors,
    )}\n${payload.slice(0, 400)}`;
    console.error(problem);
    throw new Error(problem);
  });
});
