import { EXPORT_KINDS, type ExportJob } from '@affnet/contracts';
import { Button, Card, Select, useValidatedForm } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCreateExport } from '../api/create-export';
import { EMPTY_DRAFT, EXPORT_RULES, type ExportDraft, requestOf } from '../lib/export-draft';
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
  const form = useValidatedForm<ExportDraft>({ defaultValues: EMPTY_DRAFT, rules: EXPORT_RULES });
  const create = useCreateExport();

  const send = async (draft: ExportDraft) => {
    // Read before the answer puts the job in the list.
    const listed = new Set(known.map((job) => job.id));
    const job = await create.mutateAsync(requestOf(draft));
    onQueued(job, listed.has(job.id));
  };

  return (
    <Card>
      <form onSubmit={form.submit(send)} aria-labelledby="new-export-title" noValidate>
        <Title id="new-export-title">{t('form.title')}</Title>
        <Fields>
          <FormField label={t('form.kind')}>
            {(props) => (
              <Select {...props} {...form.register('kind')}>
                {EXPORT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`kind.${kind}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <KindFields form={form} isOwner={isOwner} />
        </Fields>
        <Button type="submit" disabled={form.sending}>
          {t('form.submit')}
        </Button>
      </form>
    </Card>
  );
}
