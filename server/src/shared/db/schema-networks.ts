/** Review of self-service network sign-ups by the super admin (migration 009). */
export interface NetworkReviewsTable {
  /** networks.id */
  network_id: number;
  status: 'pending' | 'approved' | 'rejected';
  registered_at: string;
  reviewed_at: string | null;
  /** users.id of the super admin who decided. */
  reviewed_by: number | null;
}

/** Tables of this area (owned by its migration in migrations/). */
export interface NetworksReviewDatabase {
  network_reviews: NetworkReviewsTable;
}
