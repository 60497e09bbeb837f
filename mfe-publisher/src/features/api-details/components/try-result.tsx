import type { PublisherApiTryResult } from '@affnet/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Summary = styled.p<{ $ok: boolean }>`
  display: flex;
  gap: 1rem;
  font-weight: 600;
  color: ${(p) => (p.$ok ? p.theme.colors.success : p.theme.colors.danger)};
`;

export const Code = styled.pre`
  background: ${(p) => p.theme.colors.page};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 0.75rem;
  margin: 0 0 1rem;
  max-block-size: 24rem;
  overflow: auto;
  font-size: 0.85rem;
  white-space: pre;
`;

/** The API's answer: status, time taken and the JSON, pretty-printed in a scrollable box. */
export function TryResult({ result }: { result: PublisherApiTryResult }) {
  const { t } = useTranslation('apiDetails');
  const json = typeof result.body === 'string' ? result.body : JSON.stringify(result.body, null, 2);
  return (
    <section aria-labelledby="try-result-heading">
      <h3 id="try-result-heading">{t('try.result')}</h3>
      <Summary $ok={result.status >= 200 && result.status < 300} role="status">
        <span>{t('try.status', { status: result.status })}</span>
        <span>{t('try.time', { ms: result.ms })}</span>
      </Summary>
      <Code tabIndex={0} role="region" aria-label={t('try.body')}>
        {json}
      </Code>
    </section>
  );
}
