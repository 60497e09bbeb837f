/** Publisher API credentials and the publisher API reference (issue 5). */

/** What GET /api/credential/{id} shows: the apikey only (never the secret); apikey null when none exist yet. */
export interface PublisherCredentials {
  apikey: string | null;
  created_at?: string;
}

/** A freshly created or regenerated pair: the secret is returned this once and stored only as a hash. */
export interface NewPublisherCredentials {
  apikey: string;
  secretkey: string;
  created_at: string;
}

/** Body of PUT /api/credential/update/{id}. */
export interface RegenerateCredentialsRequest {
  confirm: true;
}

/** A JSON schema as the OpenAPI document carries it (a subset is enough to render the reference). */
export interface ApiSchema {
  type?: string | string[];
  description?: string;
  enum?: (string | number)[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  properties?: Record<string, ApiSchema>;
  required?: string[];
  items?: ApiSchema;
  $ref?: string;
  [key: string]: unknown;
}

export interface ApiParameter {
  name: string;
  in: 'query' | 'header' | 'path';
  required: boolean;
  description?: string;
  schema: ApiSchema;
}

export interface ApiResponse {
  description: string;
  content?: Record<string, { schema: ApiSchema }>;
}

export interface ApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: ApiParameter[];
  responses: Record<string, ApiResponse>;
  /** How the caller authenticates: each entry names schemes of components.securitySchemes that go together. */
  security?: Record<string, string[]>[];
}

/** A way to authenticate (OpenAPI's security scheme): a header of its own, or a token in Authorization. */
export interface ApiSecurityScheme {
  type: 'apiKey' | 'http';
  in?: 'header';
  name?: string;
  scheme?: string;
  bearerFormat?: string;
  description?: string;
}

/** An OpenAPI 3.1 document (the parts the publisher API uses). */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'delete', ApiOperation>>>;
  components?: { schemas?: Record<string, ApiSchema>; securitySchemes?: Record<string, ApiSecurityScheme> };
}

/** What the "Try it" console sends to the publisher API. */
export interface PublisherApiTry {
  offer_type?: 'all' | 'active' | 'public' | 'private';
  limit?: number;
  page?: number;
  apikey: string;
  secretkey: string;
}

/** What the "Try it" console shows: the HTTP status, the time taken and the JSON body as received. */
export interface PublisherApiTryResult {
  status: number;
  ms: number;
  body: unknown;
}
