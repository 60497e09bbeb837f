import { EXPORT_KINDS, type ExportJob, type ExportKind } from '@affnet/contracts';
import { notifyError, userMessage } from '@affnet/core';
import { Button, Card, Select } from '@affnet/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCreateExport } from '../api/create-export';
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
export function ExportForm({
  isOwner,
  known,
  onQueued,
}: {
  isOwner: boolean;
  /** The jobs listed now: an answer among them is the same export, already pending. */
  known: ExportJob[];
  onQueued: (job: ExportJob, known: boolean) => void;
}) {
  const { t } = useTranslation('downloadCenter');
  const [draft, setDraft] = useState<ExportDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const create = useCreateExport();
  const set = (patch: Partial<ExportDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Read before the answer puts the job in the list.
    const listed = new Set(known.map((job) => job.id));
    create.mutate(requestOf(draft), {
      onSuccess: (job) => onQueued(job, listed.has(job.id)),
      onError: (error) => notifyError(userMessage(error, t)),
    });
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
        <Button type="submit" disabled={create.isPending}>
          {t('form.submit')}
        </Button>
      </form>
    </Card>
  );
}
