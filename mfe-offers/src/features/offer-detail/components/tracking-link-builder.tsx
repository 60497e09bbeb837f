import { notifyError, notifySuccess } from '@affnet/core';
import { Button, FormTextField, Input, useValidatedForm } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type TrackingSubs, useBuildTrackingLink } from '../api/get-tracking-link';

const SUBS = ['aff_sub1', 'aff_sub2', 'aff_sub3', 'aff_sub4', 'aff_sub5'] as const;

/** Empty sub ids are left out of the link (paramsOf). */
const NO_SUBS: Required<TrackingSubs> = { aff_sub1: '', aff_sub2: '', aff_sub3: '', aff_sub4: '', aff_sub5: '' };

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
  const form = useValidatedForm<Required<TrackingSubs>>({ defaultValues: NO_SUBS, rules: {} });
  const [url, setUrl] = useState('');
  const link = useBuildTrackingLink();
  const sending = form.sending;

  const build = async (subs: Required<TrackingSubs>) => setUrl((await link.mutateAsync({ offerId, subs })).url);

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
      <form noValidate onSubmit={form.submit(build)}>
        <Subs>
          {SUBS.map((name, index) => (
            <FormTextField key={name} label={t('link.sub', { n: index + 1 })} maxLength={100} {...form.field(name)} />
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
