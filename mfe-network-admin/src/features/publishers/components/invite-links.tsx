import type { InviteKind, NetworkInvite } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button, Muted, SelectField, TextField, useTimeFormat, useValidatedForm } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateInvite } from '../api/create-invite';
import { Section, Toolbar } from './ui-bits';

/** Generates a registration link for a publisher or an advertiser, with Copy. */
export function InviteLinks() {
  const { t } = useTranslation('publishers');
  const times = useTimeFormat();
  const form = useValidatedForm<{ kind: InviteKind }>({ defaultValues: { kind: 'publisher' }, rules: {} });
  const [invite, setInvite] = useState<NetworkInvite | null>(null);
  const createInvite = useCreateInvite();

  const create = form.submit(async ({ kind }) => {
    try {
      setInvite(await createInvite.mutateAsync(kind));
    } catch (error) {
      notifyError(userMessage(error, t));
    }
  });

  const copy = async () => {
    if (!invite) return;
    try {
      await navigator.clipboard.writeText(invite.url);
      notifySuccess(t('invite.copied'));
    } catch {
      notifyError(t('invite.copyFailed'));
    }
  };

  return (
    <Section aria-labelledby="invite-title">
      <h2 id="invite-title">{t('invite.title')}</h2>
      <Toolbar as="form" onSubmit={create} noValidate>
        <SelectField label={t('invite.kind')} {...form.register('kind')}>
          <option value="publisher">{t('invite.publisher')}</option>
          <option value="advertiser">{t('invite.advertiser')}</option>
        </SelectField>
        <Button type="submit" disabled={createInvite.isPending}>
          {t('invite.create')}
        </Button>
      </Toolbar>
      {invite ? (
        <Toolbar>
          <TextField
            label={t('invite.link')}
            value={invite.url}
            readOnly
            size={60}
            onFocus={(e) => e.target.select()}
          />
          <Button type="button" $variant="secondary" onClick={copy}>
            {t('invite.copy')}
          </Button>
          {invite.expires_at ? (
            <Muted>{t('invite.expires', { date: `${times.dateTime(invite.expires_at)} (${times.timeZone})` })}</Muted>
          ) : null}
        </Toolbar>
      ) : null}
    </Section>
  );
}
