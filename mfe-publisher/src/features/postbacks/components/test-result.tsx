import { Alert, UrlText } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import type { PostbackTestState } from '../hooks/use-postback-test';

/**
 * What the Test button got back: the HTTP status and the time, or why it failed. Announced as it arrives. A
 * refusal of the URL itself is shown on the URL field instead.
 */
export function TestResult({ state }: { state: PostbackTestState }) {
  const { t } = useTranslation('postbacks');
  if (state.status === 'idle' || (state.status === 'failed' && state.onUrl)) return null;
  if (state.status === 'running') return <Alert role="status">{t('testResult.running')}</Alert>;
  if (state.status === 'failed')
    return (
      <Alert $tone="danger" role="alert">
        {state.message}
      </Alert>
    );
  const { result } = state;
  const ok = result.status_code !== null && result.status_code >= 200 && result.status_code < 300;
  const summary =
    result.status_code === null
      ? t('testResult.error', { ms: result.duration_ms, error: result.error ?? '' })
      : t('testResult.status', { code: result.status_code, ms: result.duration_ms });
  return (
    <Alert $tone={ok ? 'success' : 'danger'} role="status">
      <strong>{summary}</strong>
      <br />
      <UrlText>{t('testResult.url', { url: result.url })}</UrlText>
    </Alert>
  );
}
