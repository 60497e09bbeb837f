import type { ApiParameter, ApiSchema, OpenApiDocument } from '@affnet/contracts';

/** One row of a parameters, headers or response fields table. */
export interface FieldRow {
  /** Where its description is among the reference's words (i18n/api-reference-en.ts): `query.limit`, `field.payload`. */
  key: string;
  name: string;
  type: string;
  required: boolean;
  description: string;
  values?: { enum: string } | { min: number; max: number };
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  query: FieldRow[];
  headers: FieldRow[];
  fields: FieldRow[];
  errors: { status: string; description: string }[];
}

function typeOf(schema: ApiSchema): string {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.map((type) => (type === 'array' && schema.items ? `${typeOf(schema.items)}[]` : type)).join(' | ');
}

function valuesOf(schema: ApiSchema): FieldRow['values'] {
  const values = schema.enum ?? schema.items?.enum;
  if (values) return { enum: values.join(', ') };
  if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number') {
    return { min: schema.minimum, max: schema.maximum };
  }
  return undefined;
}

function rowOf(key: string, name: string, schema: ApiSchema, required: boolean, description?: string): FieldRow {
  const values = valuesOf(schema);
  return {
    key,
    name,
    type: typeOf(schema),
    required,
    description: description ?? schema.description ?? '',
    ...(values ? { values } : {}),
  };
}

const parameterRow = (p: ApiParameter) =>
  rowOf(`${p.in === 'header' ? 'header' : 'query'}.${p.name}`, p.name, p.schema, p.required, p.description);

/** The fields of a response, flattened: `payload.rows[].id`. */
export function fieldsOf(schema: ApiSchema, prefix = ''): FieldRow[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const row = rowOf(`field.${path}`, path, property, (schema.required ?? []).includes(name));
    if (property.properties) return [row, ...fieldsOf(property, `${path}.`)];
    if (property.items?.properties) return [row, ...fieldsOf(property.items, `${path}[].`)];
    return [row];
  });
}

const jsonSchema = (response: { content?: Record<string, { schema: ApiSchema }> } | undefined) =>
  response?.content?.['application/json']?.schema ?? {};

/** Every operation of the document, ready for the reference tables. */
export function operationsOf(document: OpenApiDocument): OperationView[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const statuses = Object.keys(operation.responses);
      const success = statuses.find((status) => status.startsWith('2'));
      return {
        id: operation.operationId ?? `${method}-${path}`,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        description: operation.description ?? '',
        query: parameters.filter((p) => p.in === 'query' || p.in === 'path').map(parameterRow),
        headers: parameters.filter((p) => p.in === 'header').map(parameterRow),
        fields: success ? fieldsOf(jsonSchema(operation.responses[success])) : [],
        errors: statuses
          .filter((status) => Number(status) >= 400)
          .map((status) => ({ status, description: operation.responses[status]?.description ?? '' })),
      };
    }),
  );
}
