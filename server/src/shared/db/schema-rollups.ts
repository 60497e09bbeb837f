import type { Generated } from 'kysely';

/** Tables of the statistics rollups (owned by migration 013). Sums count approved and pending conversions. */

export interface RollupMetrics {
  clicks: number;
  unique_clicks: number;
  conversions: number;
  payout: number;
  revenue: number;
  /** The part of `conversions` and `payout` withheld by cutback (hidden from the publisher). */
  withheld_conversions: number;
  withheld_payout: number;
}

/** The figures of one UTC quarter hour: what every report is made of, whatever the network's time zone. */
export interface QuarterStatsTable extends RollupMetrics {
  network_id: number;
  /** The quarter hour's start, in minutes since 1970 (UTC). */
  utc_minute: number;
  offer_id: number;
  publisher_id: number;
  /** The money's currency (migration 020): never added to another's. Clicks take their offer's. */
  currency: string;
}

/**
 * The same figures by local day of the network's zone in `epoch` (networks.stats_epoch). Clicks and conversions
 * keep them up to date; a day counts only once local_stats_days holds it (built from quarter_stats).
 */
export interface LocalDayStatsTable extends RollupMetrics {
  network_id: number;
  epoch: number;
  /** Days since 1970-01-01 on the zone's wall clock. */
  day: number;
  offer_id: number;
  publisher_id: number;
  /** The money's currency (migration 020): never added to another's. Clicks take their offer's. */
  currency: string;
}

/** By local hour (hours since 1970-01-01T00 on the zone's wall clock); complete for the days local_stats_days holds. */
export interface LocalHourStatsTable extends Omit<LocalDayStatsTable, 'day'> {
  hour: number;
}

/** The local days of an epoch whose day and hour rows were built from quarter_stats, and kept since. */
export interface LocalStatsDaysTable {
  network_id: number;
  epoch: number;
  day: number;
}

/** The owner's rates (migration 020): one `currency` unit is worth `rate` of `to_currency` from `valid_from` on. */
export interface ExchangeRatesTable {
  id: Generated<number>;
  network_id: number;
  currency: string;
  to_currency: string;
  /** A decimal, as text: exact as typed. */
  rate: string;
  /** YYYY-MM-DD, the network's local day. */
  valid_from: string;
  created_at: string;
  created_by: number | null;
}

export interface RollupsDatabase {
  exchange_rates: ExchangeRatesTable;
  quarter_stats: QuarterStatsTable;
  local_day_stats: LocalDayStatsTable;
  local_hour_stats: LocalHourStatsTable;
  local_stats_days: LocalStatsDaysTable;
}
