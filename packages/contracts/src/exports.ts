/** Download center (issue 5): CSV exports run as background jobs, kept until the network's retention ends. */

export const EXPORT_KINDS = ['offers', 'report', 'conversions'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** The spec's file name of each kind. */
export const EXPORT_FILE_NAMES: Record<ExportKind, string> = {
  offers: 'offers.csv',
  report: 'stats.csv',
  conversions: 'conversions.csv',
};

/** The list's query parameters as strings (report: preset, from, to, group "day,offer"…). */
export type ExportQuery = Record<string, string>;

export interface ExportRequest {
  kind: ExportKind;
  query: Record<string, string | number>;
}

export interface ExportJob {
  id: number;
  kind: ExportKind;
  query: ExportQuery;
  status: ExportStatus;
  /** Data rows written (the report's totals row and the header aside). */
  rows: number;
  file_name: string;
  size_bytes: number;
  /** Why it failed; null otherwise. */
  error: string | null;
  created_at: string;
  finished_at: string | null;
  /** When the file is deleted; null until it is written. */
  expires_at: string | null;
}
