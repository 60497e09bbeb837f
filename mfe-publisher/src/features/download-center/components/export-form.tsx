import { createExport } from '@affnet/api';
import { EXPORT_KINDS, type ExportJob, type ExportKind } from '@affnet/contracts';
import { notifyError, userMessage } from '@affnet/core';
import { Button, Card, Select } from '@affnet/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type DraftErrors, draftErrors, EMPTY_DRAFT, type ExportDraft, requestOf } from '../lib/export-draft';
import { FormField } from './form-field';
import { KindFields } from './kind-fields';

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.75rem;
  margin-block-end: 1rem;
`;

const Title = styled.h2`
  font-size: 1.15rem;
  margin: 0 0 0.75rem;
`;

/** The new export: its kind and that kind's filters; refused fields say why before anything is sent. */
export function ExportForm({ isOwner, onQueued }: { isOwner: boolean; onQueued: (job: ExportJob) => void }) {
  const { t } = useTranslation('downloadCenter');
  const [draft, setDraft] = useState<ExportDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ExportDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onQueued(await createExport(requestOf(draft)));
    } catch (error) {
      notifyError(userMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <form onSubmit={submit} aria-labelledby="new-export-title" noValidate>
        <Title id="new-export-title">{t('form.title')}</Title>
        <Fields>
          <FormField label={t('form.kind')}>
            {(props) => (
              <Select {...props} value={draft.kind} onChange={(e) => set({ kind: e.target.value as ExportKind })}>
                {EXPORT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`kind.${kind}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <KindFields draft={draft} errors={errors} isOwner={isOwner} set={set} />
        </Fields>
        <Button type="submit" disabled={busy}>
          {t('form.submit')}
        </Button>
      </form>
    </Card>
  );
}
