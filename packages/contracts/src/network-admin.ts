import type { Page } from './offers';

/** Super admin: the platform's networks (tenants), their status and the review of self-service sign-ups. */
export type NetworkStatus = 'active' | 'inactive';

/** pending: signed up, waiting for the super admin; approved/rejected: decided; null: created by the platform. */
export type NetworkReview = 'pending' | 'approved' | 'rejected' | null;

/** One row of `GET /user/network/datalist/`. */
export interface NetworkDataListItem {
  id: number;
  network_id: string;
  company_name: string;
}

/** One network as the super admin sees it. */
export interface AdminNetwork {
  id: number;
  network_id: string;
  company_name: string;
  dashboard_domain: string;
  status: NetworkStatus;
  created_at: string;
  owner_email: string | null;
  owner_name: string | null;
  members: number;
  offers: number;
  review: NetworkReview;
  reviewed_at: string | null;
}

export type AdminNetworkSort = 'company_name' | 'network_id' | 'created_at' | 'status' | 'members' | 'offers';

/** Body of `POST /api/network/list/search/`. */
export interface NetworkSearch {
  search?: string;
  status?: NetworkStatus | '';
  page?: number;
  limit?: number;
  sort?: AdminNetworkSort;
  order?: 'asc' | 'desc';
}

export type AdminNetworkPage = Page<AdminNetwork>;

/** Body of `PUT /api/network/list`. */
export interface NetworkUpdate {
  id: number;
  company_name: string;
  dashboard_domain: string;
  status: NetworkStatus;
}

/** Body of `POST /user/network/status`. */
export interface NetworkStatusChange {
  network_id: string;
  status: NetworkStatus;
}

export type RegistrationDecision = 'approve' | 'reject';

/** Answer of `DELETE /api/network/list/{id}`: what was removed. */
export interface NetworkDeletion {
  id: number;
  network_id: string;
  clicks: number;
  conversions: number;
}
