import type { Generated, Insertable, Selectable } from 'kysely';

/** All timestamps are UTC ISO-8601 strings (`Date#toISOString`), which sort and compare as text. */
export interface NetworksTable {
  id: Generated<number>;
  network_id: string;
  company_name: string;
  logo_url: string | null;
  dashboard_domain: string;
  status: 'active' | 'inactive';
  /** ThemeSettings as JSON text. */
  theme: string;
  created_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  /** networks.id; null only for the platform's super admin. */
  network_id: number | null;
  email: string;
  password_hash: string;
  name: string;
  role: 'admin' | 'network' | 'publisher' | 'advertiser';
  company_name: string;
  status: 'active' | 'inactive';
  account_manager_id: number | null;
  /** Sessions issued before this moment are revoked (set by a password reset). */
  tokens_valid_after: string | null;
  created_at: string;
}

export interface AccountManagersTable {
  id: Generated<number>;
  network_id: number;
  name: string;
  email: string;
  skype_id: string;
}

export interface InvitesTable {
  token: string;
  network_id: number;
  kind: 'publisher' | 'advertiser';
  expires_at: string | null;
  created_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface NetworkRemotesTable {
  network_id: number;
  remote: string;
  entry_url: string;
}

/** Session tokens ended by /api/logout, kept until they would have expired anyway. */
export interface RevokedTokensTable {
  token_hash: string;
  expires_at: string;
}

export interface Database {
  networks: NetworksTable;
  users: UsersTable;
  account_managers: AccountManagersTable;
  invites: InvitesTable;
  password_resets: PasswordResetsTable;
  network_remotes: NetworkRemotesTable;
  revoked_tokens: RevokedTokensTable;
}

export type NetworkRow = Selectable<NetworksTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type AccountManagerRow = Selectable<AccountManagersTable>;
export type InviteRow = Selectable<InvitesTable>;
