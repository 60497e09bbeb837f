/** What GET /api/docs/publisher-api answers: the publisher API's OpenAPI document (@affnet/contracts' OpenApiDocument). */
import { anyString } from '../shared/http/answers';
import { objectOf } from '../shared/http/schemas';

const mapOf = (value: object, description: string) =>
  ({ type: 'object', additionalProperties: value, description }) as const;
/** The JSON schemas inside the document are the routes' own: any JSON schema. */
const jsonSchema = { type: 'object', description: 'A JSON schema' } as const;

const parameter = objectOf(
  {
    name: anyString,
    in: { type: 'string', enum: ['query', 'header', 'path'] },
    required: { type: 'boolean' },
    description: anyString,
    schema: jsonSchema,
  },
  ['name', 'in', 'required', 'schema'],
);

const response = objectOf(
  { description: anyString, content: mapOf(objectOf({ schema: jsonSchema }), 'By media type') },
  ['description'],
);

const securityScheme = objectOf(
  {
    type: { type: 'string', enum: ['apiKey', 'http'] },
    in: { type: 'string', enum: ['header'] },
    name: anyString,
    scheme: anyString,
    bearerFormat: anyString,
    description: anyString,
  },
  ['type'],
);

const operation = objectOf(
  {
    operationId: anyString,
    summary: anyString,
    description: anyString,
    tags: { type: 'array', items: anyString },
    parameters: { type: 'array', items: parameter },
    responses: mapOf(response, 'By HTTP status'),
    security: {
      type: 'array',
      items: mapOf({ type: 'array', items: anyString }, 'Schemes that go together, by name'),
      description: 'How the caller authenticates',
    },
  },
  ['parameters', 'responses'],
);

export const publisherApiDocumentAnswer = objectOf({
  openapi: { const: '3.1.0' },
  info: objectOf({ title: anyString, version: anyString, description: anyString }),
  servers: {
    type: 'array',
    items: objectOf({ url: { type: 'string', description: "The caller's network's dashboard address" } }),
    minItems: 1,
    maxItems: 1,
  },
  paths: mapOf(objectOf({ get: operation, post: operation, put: operation, delete: operation }, []), 'By path'),
  components: objectOf({ securitySchemes: mapOf(securityScheme, 'By name') }, []),
});
