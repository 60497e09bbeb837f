import { ApiError, userMessage } from '@affnet/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from './load-state';

/** What QueryState reads of a TanStack Query result (`useQuery(...)` fits as is). */
export interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The page's own words for the spinner ("Loading offers…"); "Loading…" unless told. */
  loadingLabel?: string;
  /** Whether the answer counts as empty; then `empty` shows instead of the content. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Whether asking again can change the answer: no answer (the network), the server's own failure (5xx), a timeout or
 * a rate limit. A refused request (a date range the wrong way round, 400) comes back the same however often it is
 * asked, so Retry would only mislead (issue 28).
 */
export function canRetry(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/**
 * The one way a page shows a server query: a labelled spinner while it loads, the failure in the user's language
 * (with Retry when that can help), the empty state, else the content. A refetch keeps the content on screen (the busy spinner shows it).
 */
export function QueryState<T>({ query, loadingLabel, isEmpty, empty, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.status === 'pending') return <Loading label={loadingLabel} />;
  if (query.status === 'error') {
    const retry = canRetry(query.error) ? () => void query.refetch() : undefined;
    return <LoadError message={userMessage(query.error, t)} onRetry={retry} />;
  }
  const data = query.data as T;
  if (isEmpty?.(data) && empty !== undefined) return <>{empty}</>;
  return <>{children(data)}</>;
}
