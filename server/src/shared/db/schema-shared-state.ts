/** Tables of the state every API node shares (owned by migrations/014-shared-state.ts and 015-stored-files.ts). */

/** One failed sign-in (or API key) attempt, once under the account's key and once under the caller's IP. */
export interface SignInFailuresTable {
  key: string;
  at_ms: number;
}

/** Requests counted in the current window of one rate limit and caller. */
export interface RateLimitCountersTable {
  key: string;
  window_start_ms: number;
  hits: number;
}

/** One part (≤ 1 MB) of a logo or an export file, when files are kept in the database (FILE_STORE=database). */
export interface StoredFilesTable {
  key: string;
  part: number;
  content: Buffer;
  updated_at: string;
}

export interface SharedStateDatabase {
  stored_files: StoredFilesTable;
  sign_in_failures: SignInFailuresTable;
  rate_limit_counters: RateLimitCountersTable;
}
