import { AxiosError, isCancel } from 'axios';
import { ApiError, REQUEST_ABORTED, REQUEST_TIMEOUT } from './api-error';

/**
 * A call that got no answer, as an ApiError of status 0: aborted by its caller (a superseded query: TanStack Query
 * drops it, nothing is shown), out of time (the user is told the server took too long), or cut off (offline, refused),
 * which the user is told as "cannot reach the server".
 */
export function failureOf(error: unknown): ApiError {
  if (isCancel(error)) return new ApiError('The request was aborted', 0, REQUEST_ABORTED);
  if (error instanceof AxiosError && (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED')) {
    return new ApiError(error.message, 0, REQUEST_TIMEOUT);
  }
  // axios says "Network Error"; what the browser said is more use in a log.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return new ApiError(cause instanceof Error ? cause.message : 'Network Error', 0);
}
