import type { Permission, Role } from './permissions';

/** The user part of the signed-in record (spec section 3). */
export interface UserDetail {
  id: number;
  name: string;
  email: string;
  role: Role;
  company_name: string;
  domain: { dashboard: string };
  /** Network ids (slugs) the user belongs to; empty for the super admin. */
  network: string[];
  /** Ids of the users this account hangs under (a publisher's network owner); empty for owners and admins. */
  parentId: number[];
}

/** What the login calls return in payload[0], and what the browser keeps under `currentUser`. */
export interface CurrentUser {
  token: string;
  userDetail: UserDetail;
  permissions: Permission[];
  /** Set only for sessions opened through the /ext hand-off. */
  loginType?: string;
  /** The account token of an /ext session; required whenever loginType is set. */
  accountToken?: string;
}

/** The claims inside the login token (a HS256 JWT). */
export interface TokenClaims {
  sub: string;
  userDetail: UserDetail;
  permissions: Permission[];
  loginType?: string;
  iat: number;
  exp: number;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

/** Body of POST /user/login and /user/admin/login. */
export interface LoginRequest {
  userDetails: LoginCredentials;
}

/** Body of /registerPublisher/add and /registerAdvertiser/add (token in the query). */
export interface RegistrationRequest {
  name: string;
  email: string;
  password: string;
  company_name: string;
}

/** Body of POST /user/network/register. */
export interface NetworkRegistrationRequest {
  network_id: string;
  company_name: string;
  name: string;
  email: string;
  password: string;
}

export interface AccountManager {
  name: string;
  email: string;
  skypeId: string;
}

/** Payload of GET /api/publisher/get. */
export interface PublisherProfile {
  id: number;
  name: string;
  email: string;
  company_name: string;
  account_manager: AccountManager | null;
}
