import type { NetworkSettingsView } from '@affnet/contracts';
import { Button, TextField } from '@affnet/ui';
import { useId } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSaveLinkSettings } from '../api/save-link-settings';
import { useSave } from '../hooks/use-save';
import { customNameProblem, exampleLink, type LinkForm, type LinkProblem, parameterProblem } from '../lib/link-example';
import { Section } from './section';

/** Name, value and Remove in a row where they fit; on a phone they wrap instead of widening the page. */
const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  & > div { flex: 1 1 10rem; min-inline-size: 0; }
`;

const Example = styled.output`
  display: block;
  font-family: monospace;
  overflow-wrap: anywhere;
  margin-block-end: 1rem;
`;

/** Where the server's refusal of a link field is shown; anything else goes under the template. */
const SERVER_FIELDS: Record<string, FieldPath<LinkForm>> = {
  parameter: 'parameter',
  customParameters: 'customParameters.0.name',
  network_publisher_setting_string: 'network_publisher_setting_string',
};

export function LinkSection({ settings }: { settings: NetworkSettingsView }) {
  const { t } = useTranslation('settings');
  const run = useSave();
  const saveLink = useSaveLinkSettings();
  const { control, register, handleSubmit, reset, setError, watch, formState } = useForm<LinkForm>({
    defaultValues: {
      parameter: settings.parameter,
      customParameters: settings.customParameters,
      network_publisher_setting_string: settings.network_publisher_setting_string,
    },
  });
  const custom = useFieldArray({ control, name: 'customParameters' });
  const { errors } = formState;
  const exampleId = useId();
  const said = (problem: LinkProblem | null) => {
    if (!problem) return true;
    const { key, ...values } = problem;
    return t(key, values);
  };
  const save = handleSubmit(async (form) => {
    const result = await run(saveLink.mutateAsync(form), t('saved.link'));
    if (result.ok) reset(form);
    else setError(SERVER_FIELDS[result.field ?? ''] ?? 'network_publisher_setting_string', { message: result.error });
  });
  const domain = settings.domain.tracking ?? settings.domain.dashboard;
  return (
    <Section
      title={t('link.title')}
      help={t('link.help')}
      form={{ onSubmit: save, dirty: formState.isDirty, busy: saveLink.isPending }}
    >
      <TextField
        label={t('link.parameter')}
        placeholder="aff_sub1"
        error={errors.parameter?.message}
        {...register('parameter', { validate: (parameter) => said(parameterProblem(parameter)) })}
      />
      <fieldset>
        <legend>{t('link.custom')}</legend>
        {custom.fields.map((row, i) => (
          <Pair key={row.id}>
            <TextField
              label={t('link.customName', { n: i + 1 })}
              error={errors.customParameters?.[i]?.name?.message}
              {...register(`customParameters.${i}.name`, { validate: (_, form) => said(customNameProblem(form, i)) })}
            />
            <TextField label={t('link.customValue', { n: i + 1 })} {...register(`customParameters.${i}.value`)} />
            <Button
              type="button"
              $variant="secondary"
              aria-label={t('link.removeCustom', { n: i + 1 })}
              onClick={() => custom.remove(i)}
            >
              ×
            </Button>
          </Pair>
        ))}
        <Button
          type="button"
          $variant="link"
          onClick={() => custom.append({ name: '', value: '' }, { shouldFocus: false })}
        >
          {t('link.addCustom')}
        </Button>
      </fieldset>
      <TextField
        label={t('link.string')}
        placeholder="source={aff_id}"
        error={errors.network_publisher_setting_string?.message}
        {...register('network_publisher_setting_string')}
      />
      <p id={exampleId}>{t('link.example')}</p>
      <Example aria-labelledby={exampleId} aria-live="polite">
        {exampleLink(domain, watch())}
      </Example>
    </Section>
  );
}
