/** The shapes of the contract walk's table (contract-walk.test.ts) and of the ids its rows use. */
export type Role = 'admin' | 'owner' | 'publisher' | 'advertiser';
export const ROLES: Role[] = ['admin', 'owner', 'publisher', 'advertiser'];
/** The roles of a network's dashboard: every role but the platform's super admin. */
export const MEMBERS: Role[] = ['owner', 'publisher', 'advertiser'];
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The demo account the walk signs in as for each role. */
export const EMAILS: Record<Role, string> = {
  admin: 'admin@affnet.test',
  owner: 'owner@acme.test',
  publisher: 'publisher@acme.test',
  advertiser: 'advertiser@acme.test',
};

/** Ids the walk's setup inserts directly (contract-walk.test.ts). */
export interface BaseIds {
  acme: number;
  publisher: number;
  spare: number;
  doomed: number;
  forwarding: number;
  doomedForwarding: number;
  walkNetwork: number;
  timeZone: string;
}

/** Ids and values the fixtures make through the API (fixtures-*.ts). */
export interface FixtureIds {
  advertiser: number;
  /** A public offer of the demo advertiser, so that every member role may read it. */
  offer: number;
  /** An offer publishers must ask for. */
  approvalOffer: number;
  /** A further goal of `offer`, which the owner's PUT and DELETE rows change and remove. */
  goal: number;
  conversion: number;
  /** Click ids not yet converted, one per /postback row. */
  getPostbackClick: string;
  postPostbackClick: string;
  postback: number;
  doomedPostback: number;
  pendingPostback: number;
  postbackTarget: string;
  retentionDays: number;
  spareAdvertiser: number;
  manager: number;
  accountToken: string;
  resetLink: string;
  doomedResetLink: string;
  /** An owner's finished export and one to delete (exports belong to the user who made them). */
  export: number;
  doomedExport: number;
  pendingNetwork: number;
  /** The network the rollout rows change; its rollouts are prepared per remote (fixtures-platform.ts). */
  rolloutNetwork: number;
  /** Acme's payout runs (fixtures-settlement.ts): a draft one and its draft invoice, one to discard, an invoice. */
  run: number;
  doomedRun: number;
  draftInvoice: number;
  /** An approved invoice of the demo publisher. */
  invoice: number;
  /** Acme's billing runs (fixtures-billing.ts): a draft one and its draft invoice, one to discard, a sent invoice. */
  billingRun: number;
  doomedBillingRun: number;
  draftAdvertiserInvoice: number;
  advertiserInvoice: number;
}

export type Ids = BaseIds & FixtureIds;

export interface Row {
  method: Method;
  /** The concrete URL called; the route it reaches is found the way the router finds it (route-match.ts). */
  path: (ids: Ids) => string;
  /** Roles allowed; 'public' needs no session; 'apikey' authenticates by the apikey/secretkey headers. */
  allowed: Role[] | 'public' | 'apikey';
  /** Roles refused with 403 (default: every role not allowed). Roles in neither list must just not fail. */
  refused?: Role[];
  /** The body `role` sends (calls without a token and the Globex caller send the owner's). */
  body?: (ids: Ids, role: Role) => object;
  multipart?: boolean;
  /**
   * The same call by Globex's owner (its publisher for rows the owner may not call): 'id' (an Acme id in the path or
   * body) → 404; 'list' → no Acme data.
   */
  cross?: 'id' | 'list';
  /** Public rows: the Host header (default: the platform's own host, no network) and the status expected. */
  host?: string;
  answer?: number;
}

export const log = { log_status: 'Contract walk' };
export const fwdUrl = 'https://forward.example/pb?c={click_id}';
