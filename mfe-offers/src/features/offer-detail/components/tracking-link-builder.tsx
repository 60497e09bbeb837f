import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button, Input, TextField } from '@affnet/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type TrackingSubs, useBuildTrackingLink } from '../api/get-tracking-link';

const SUBS = ['aff_sub1', 'aff_sub2', 'aff_sub3', 'aff_sub4', 'aff_sub5'] as const;

const Subs = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 0 0.75rem;
`;

const LinkRow = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-top: 1rem;
  input { flex: 1; }
`;

/** Builds the publisher's tracking link for an offer from optional sub ids, and copies it. */
export function TrackingLinkBuilder({ offerId }: { offerId: number }) {
  const { t } = useTranslation('offers');
  const [subs, setSubs] = useState<TrackingSubs>({});
  const [url, setUrl] = useState('');
  const link = useBuildTrackingLink();
  const sending = link.isPending;

  const build = (event: FormEvent) => {
    event.preventDefault();
    link.mutate(
      { offerId, subs },
      { onSuccess: (built) => setUrl(built.url), onError: (error) => notifyError(userMessage(error, t)) },
    );
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t('link.copied'));
    } catch {
      notifyError(t('link.copyFailed'));
    }
  };

  return (
    <section aria-labelledby="tracking-link-heading">
      <h2 id="tracking-link-heading">{t('link.heading')}</h2>
      <form onSubmit={build}>
        <Subs>
          {SUBS.map((name, index) => (
            <TextField
              key={name}
              label={t('link.sub', { n: index + 1 })}
              name={name}
              value={subs[name] ?? ''}
              maxLength={100}
              onChange={(e) => setSubs({ ...subs, [name]: e.target.value })}
            />
          ))}
        </Subs>
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {t('link.build')}
        </Button>
      </form>
      {url ? (
        <LinkRow>
          <Input readOnly value={url} aria-label={t('link.url')} onFocus={(e) => e.currentTarget.select()} />
          <Button type="button" $variant="secondary" onClick={copy}>
            {t('link.copy')}
          </Button>
        </LinkRow>
      ) : null}
    </section>
  );
}
