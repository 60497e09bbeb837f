import { type CompanyDetails, DOCUMENT_LANGUAGES } from '@affnet/contracts';
import { LANGUAGES } from '@affnet/i18n';
import { email, type FieldRule, FormTextField, Muted, required, SelectField, useValidatedForm } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useCompanyDetails, useSaveCompanyDetails } from '../api/company-details';
import { useSave } from '../hooks/use-save';
import { Section } from './section';

/** Empty or two letters, as the server takes it (upper-cased here, so "de" is taken as DE). */
const country: FieldRule<unknown> = (value) =>
  /^([A-Za-z]{2})?$/.test(value.trim()) ? null : { key: 'settings:company.countryBad' };

/** Empty (none) or an address. */
const optionalEmail: FieldRule<unknown> = (value) => (value.trim() === '' ? null : email(value, {}));

function CompanyForm({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation('settings');
  const run = useSave();
  const saveCompany = useSaveCompanyDetails();
  const form = useValidatedForm({
    defaultValues: company,
    rules: { legal_name: [required], country: [country], billing_email: [optionalEmail] },
  });
  const save = form.submit(async (values) => {
    const input = { ...values, country: values.country.trim().toUpperCase() };
    const result = await run(saveCompany.mutateAsync(input), t('saved.company'));
    if (result.ok) form.reset(result.payload ?? input);
    else if (result.field) form.showServerError(result.field as keyof CompanyDetails, result.error);
  });
  return (
    <Section
      title={t('company.title')}
      help={t('company.help')}
      form={{ onSubmit: save, dirty: form.formState.isDirty, busy: saveCompany.isPending }}
    >
      <FormTextField label={t('company.legalName')} autoComplete="organization" {...form.field('legal_name')} />
      <FormTextField label={t('company.address')} autoComplete="street-address" {...form.field('address')} />
      <FormTextField label={t('company.country')} autoComplete="country" maxLength={2} {...form.field('country')} />
      <FormTextField label={t('company.taxId')} {...form.field('tax_id')} />
      <FormTextField
        label={t('company.billingEmail')}
        type="email"
        autoComplete="email"
        {...form.field('billing_email')}
      />
      <SelectField label={t('company.language')} {...form.register('document_language')}>
        {/* Each language by its own name, as the header's language choice shows them. */}
        {LANGUAGES.filter(({ code }) => DOCUMENT_LANGUAGES.includes(code)).map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </SelectField>
    </Section>
  );
}

/** The company the network's invoices name as their issuer, and the language of its documents. */
export function CompanySection() {
  const { t } = useTranslation('settings');
  const company = useCompanyDetails();
  if (company.isError) return <Muted role="alert">{t('loadError')}</Muted>;
  if (!company.data) return <Muted role="status">{t('company.loading')}</Muted>;
  return <CompanyForm company={company.data} />;
}
