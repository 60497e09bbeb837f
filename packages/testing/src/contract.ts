import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;
type Content = Record<string, { schema?: Schema }>;
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Content };
  responses?: Record<string, { content?: Content }>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** What a page sent, as the server reads it: the url's path, the query's fields, the body. */
export interface SentParts {
  url: string;
  query: Record<string, string | string[]>;
  body: unknown;
}

/** Where a problem was found, in the words of the message: `query`, `body`, `answer`… */
type Part = 'path' | 'query' | 'body' | 'answer';

/**
 * The fake server's view of the contract: the OpenAPI document the server serves, committed in @affnet/contracts
 * (`pnpm --filter @affnet/server openapi` writes it; a server test fails while it is stale). Each check answers the
 * problems it found, each naming the part and the field, or none.
 */
export class Contract {
  /** Path and query arrive as text: they are read as the server reads them, coerced to the documented types. */
  private readonly asText = addFormats(new Ajv({ strict: false, allErrors: true, coerceTypes: 'array' }));
  /** JSON bodies and answers keep their types: a number sent as "12" is a page's mistake even if ajv would coerce it. */
  private readonly asJson = addFormats(new Ajv({ strict: false, allErrors: true }));
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: ApiDocument) {}

  /**
   * The operation of a fake server's route (`'GET /api/offers/:id'`, or a url: `'GET /api/offers/1'`) and the
   * document's path it is under; undefined when the API has none. A path of literal segments wins over one of
   * `{name}`s (`/api/offers/stats` before `/api/offers/{id}`); a route's own `:name` stands for any segment
   * (`/api/get/:kind/setting/keys` is the offer's and the report's).
   */
  operationOf(route: string): { path: string; operation: Operation } | undefined {
    const [verb = '', pattern = ''] = route.split(' ');
    const method = verb.toLowerCase();
    const wanted = documentPath(pattern);
    const candidates = Object.keys(this.document.paths).filter(
      (path) => this.document.paths[path]?.[method] && valuesIn(path, wanted),
    );
    const path = candidates.sort((a, b) => a.split('{').length - b.split('{').length)[0];
    const operation = path ? this.document.paths[path]?.[method] : undefined;
    return path && operation ? { path, operation } : undefined;
  }

  /** The problems of a request a page sent (`url` without its query): path, query and body against the schemas. */
  checkRequest(method: string, sent: SentParts): string[] {
    const found = this.operationOf(`${method} ${sent.url}`);
    if (!found) return [`the API has no ${method} ${sent.url}`];
    const key = `${method} ${found.path}`;
    const parameters = found.operation.parameters ?? [];
    const path = valuesIn(found.path, documentPath(sent.url)) ?? {};
    const problems = [
      ...this.check(`${key} path`, 'path', parametersSchema(parameters, 'path'), path, this.asText),
      ...this.check(`${key} query`, 'query', parametersSchema(parameters, 'query'), sent.query, this.asText),
    ];
    return [...problems, ...this.checkBody(key, found.operation, sent.body)];
  }

  /** The problems of an answer a test gives for a request to `url`: the envelope against the documented answer. */
  checkAnswer(method: string, url: string, envelope: { err?: unknown }): string[] {
    const found = this.operationOf(`${method} ${url}`);
    const responses = found?.operation.responses ?? {};
    const status = envelope.err === 0 ? Object.keys(responses).find((code) => /^2/.test(code)) : '4XX';
    const schema = status ? responses[status]?.content?.['application/json']?.schema : undefined;
    const key = `${method} ${found?.path} ${status}`;
    return schema ? this.check(key, 'answer', schema, envelope, this.asJson) : [];
  }

  private checkBody(route: string, operation: Operation, body: unknown): string[] {
    const content = operation.requestBody?.content ?? {};
    if (body === undefined)
      return operation.requestBody?.required ? [`body: ${route} takes a body, none was sent`] : [];
    if (body instanceof FormData) return content['multipart/form-data'] ? [] : [`body: ${route} takes no form data`];
    const schema = content['application/json']?.schema;
    if (!schema) return [`body: ${route} takes no JSON body`];
    return this.check(`${route} body`, 'body', schema, body, this.asJson);
  }

  private check(key: string, part: Part, schema: Schema, data: unknown, ajv: Ajv): string[] {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      this.validators.set(key, validate);
    }
    // What travels is JSON (an undefined payload is no payload); and ajv coerces the text of path and query in place,
    // so a copy is checked: the endpoint gets what the page sent.
    const checked = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
    return validate(checked) ? [] : (validate.errors ?? []).map((error) => problemOf(part, error));
  }
}

/** A fake server's `/a/:id/` is the document's `/a/{id}` (the server documents a route without its trailing slash). */
const documentPath = (pattern: string) => pattern.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/+$/, '$1');

/**
 * The `{name}` segments of the document's `path` in `url` (a path, or a fake server's pattern whose own `{name}`s
 * stand for any segment), decoded; undefined when the url is not under this path.
 */
function valuesIn(path: string, url: string): Record<string, string> | undefined {
  const want = path.split('/');
  const got = url.split('/');
  if (want.length !== got.length) return undefined;
  const values: Record<string, string> = {};
  const named = (part: string) => /^\{.+\}$/.test(part);
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (named(part)) values[part.slice(1, -1)] = decodeURIComponent(value);
    else if (part !== value && !named(value)) return undefined;
  }
  return values;
}

/** The path's or the query's parameters as one object schema: a field the server does not read is a problem. */
function parametersSchema(parameters: Parameter[], where: 'path' | 'query'): Schema {
  const own = parameters.filter((parameter) => parameter.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    required: own.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    additionalProperties: false,
  };
}

/** One of ajv's errors as a sentence naming the field: `answer/payload/rows/0 must have required property 'id'`. */
function problemOf(part: Part, error: ErrorObject): string {
  const extra = error.keyword === 'additionalProperties' ? ` '${String(error.params.additionalProperty)}'` : '';
  const allowed = error.keyword === 'enum' ? ` (${(error.params.allowedValues as unknown[]).join(', ')})` : '';
  return `${part}${error.instancePath} ${error.message ?? 'is not as documented'}${extra}${allowed}`;
}
