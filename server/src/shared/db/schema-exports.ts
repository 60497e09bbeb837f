import type { Generated } from 'kysely';

/** A download center export: a CSV written by the background worker to `<DATA_DIR>/exports/`. */
export interface ExportJobsTable {
  id: Generated<number>;
  network_id: number;
  user_id: number;
  kind: 'offers' | 'report' | 'conversions';
  /** The list's query parameters, normalized (sorted keys, string values) as JSON text. */
  query: string;
  status: 'queued' | 'running' | 'done' | 'failed' | 'expired';
  rows: Generated<number>;
  file_name: string;
  /** File name inside `<DATA_DIR>/exports/` once written. */
  file_path: string | null;
  size_bytes: Generated<number>;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  expires_at: string | null;
  /** The node running the job, and until when its claim holds unless renewed (it renews while it writes). */
  lease_owner: Generated<string | null>;
  lease_until: Generated<string | null>;
}

/** Tables of this area (owned by its migration in migrations/). */
export interface ExportsDatabase {
  export_jobs: ExportJobsTable;
}
