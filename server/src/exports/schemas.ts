import { EXPORT_KINDS, EXPORT_STATUSES } from '@affnet/contracts';
import { instant, integerId } from '../shared/http/answers';
import { objectOf, recordId } from '../shared/http/schemas';

/** What the download center's routes take and answer. */

export const createBody = objectOf(
  {
    kind: { type: 'string', enum: [...EXPORT_KINDS] },
    query: {
      type: 'object',
      description: "The list's filters, as its own route takes them (checked now, against the kind's rules)",
      maxProperties: 30,
      additionalProperties: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }] },
    },
  },
  ['kind'],
);

export const idParams = objectOf({ id: recordId });

const nullableInstant = { type: ['string', 'null'], format: 'date-time' } as const;

/** contracts' ExportJob. */
export const exportJobAnswer = {
  type: 'object',
  properties: {
    id: integerId,
    kind: { type: 'string', enum: [...EXPORT_KINDS] },
    query: {
      type: 'object',
      description: "The kind's filters kept, as trimmed text",
      additionalProperties: { type: 'string' },
    },
    status: { type: 'string', enum: [...EXPORT_STATUSES] },
    rows: { type: 'integer', minimum: 0, description: 'Data rows written (header and totals aside)' },
    file_name: { type: 'string' },
    size_bytes: { type: 'integer', minimum: 0 },
    error: { type: ['string', 'null'], description: 'Why it failed; null otherwise' },
    created_at: instant,
    finished_at: nullableInstant,
    expires_at: { ...nullableInstant, description: 'When the file is deleted; null until it is written' },
  },
  required: [
    'id',
    'kind',
    'query',
    'status',
    'rows',
    'file_name',
    'size_bytes',
    'error',
    'created_at',
    'finished_at',
    'expires_at',
  ],
  additionalProperties: false,
} as const;
