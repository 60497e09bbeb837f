import type { PublisherDetail } from '@affnet/contracts';
import { MAX_CUTBACK_PERCENT } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button, type FieldRule, FormTextField, Muted, useValidatedForm } from '@affnet/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLoginAsPublisher } from '../api/login-as-publisher';
import { useSetPublisherAutoApprove } from '../api/set-publisher-auto-approve';
import { useSetPublisherCutback } from '../api/set-publisher-cutback';
import { useSetPublisherStatus } from '../api/set-publisher-status';
import { openAsPublisher } from '../lib/owner-session';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 1rem;
  margin-bottom: 1rem;
  > div { margin-bottom: 0; }
  label.check { display: flex; align-items: center; gap: 0.5rem; }
`;

/** A whole percent from 0 to the most a network may withhold. */
const cutbackPercent: FieldRule<unknown> = (value) =>
  /^\d{1,3}$/.test(value.trim()) && Number(value) <= MAX_CUTBACK_PERCENT ? null : { key: 'publishers:cutbackInvalid' };

/** Status toggle, auto-approve, cutback and "Log in as publisher". */
export function PublisherControls(props: { publisher: PublisherDetail; onChange: (p: PublisherDetail) => void }) {
  const { publisher, onChange } = props;
  const { t } = useTranslation('publishers');
  const cutbackForm = useValidatedForm({
    defaultValues: { cutback_percent: String(publisher.cutback_percent) },
    rules: { cutback_percent: [cutbackPercent] },
  });
  // The box follows the click at once (as a checkbox must) and goes back if the server refuses.
  const [autoApprove, setAutoApprove] = useState(publisher.auto_approve);
  useEffect(() => setAutoApprove(publisher.auto_approve), [publisher.auto_approve]);
  const name = publisher.name;
  const autoApproveSetting = useSetPublisherAutoApprove(publisher.id);
  const statusSetting = useSetPublisherStatus(publisher.id);
  const cutbackSetting = useSetPublisherCutback(publisher.id);
  const loginAsLink = useLoginAsPublisher(publisher.id);

  const run = async (action: () => Promise<PublisherDetail | undefined>, message: string) => {
    try {
      const next = await action();
      if (next) onChange(next);
      notifySuccess(message);
      return true;
    } catch (error) {
      notifyError(userMessage(error, t));
      return false;
    }
  };

  const toggleAutoApprove = async (on: boolean) => {
    setAutoApprove(on);
    const saved = await run(
      () => autoApproveSetting.mutateAsync(on),
      t(on ? 'autoApproveOn' : 'autoApproveOff', { name }),
    );
    if (!saved) setAutoApprove(!on);
  };

  const toggleStatus = () => {
    const status = publisher.status === 'active' ? 'inactive' : 'active';
    return run(
      async () => ({ ...publisher, status: (await statusSetting.mutateAsync(status)).status }),
      t(status === 'active' ? 'activated' : 'deactivated', { name }),
    );
  };

  const saveCutback = cutbackForm.submit(async (values) => {
    const percent = Number(values.cutback_percent);
    await run(() => cutbackSetting.mutateAsync(percent), t('cutbackSaved', { name, percent }));
  });

  const loginAs = async () => {
    try {
      openAsPublisher((await loginAsLink.mutateAsync()).url);
    } catch (error) {
      notifyError(userMessage(error, t));
    }
  };

  return (
    <>
      <Row>
        <Button type="button" $variant="secondary" onClick={toggleStatus}>
          {t(publisher.status === 'active' ? 'toggle.deactivate' : 'toggle.activate')}
        </Button>
        <Button type="button" onClick={loginAs} disabled={publisher.status !== 'active'}>
          {t('loginAs')}
        </Button>
        {publisher.status !== 'active' ? <Muted>{t('loginAsInactive')}</Muted> : null}
      </Row>
      <Row>
        <label className="check">
          <input type="checkbox" checked={autoApprove} onChange={(e) => toggleAutoApprove(e.target.checked)} />
          {t('autoApprove')}
        </label>
      </Row>
      <Row as="form" onSubmit={saveCutback} noValidate>
        <FormTextField label={t('cutback')} inputMode="numeric" {...cutbackForm.field('cutback_percent')} />
        <Button type="submit" $variant="secondary" disabled={cutbackSetting.isPending}>
          {t('cutbackSave')}
        </Button>
      </Row>
    </>
  );
}
