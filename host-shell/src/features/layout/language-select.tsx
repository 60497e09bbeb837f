import { changeLanguage } from '@affnet/core';
import { isLanguage, LANGUAGES } from '@affnet/i18n';
import { Select } from '@affnet/ui';
import { useTranslation } from 'react-i18next';

/** The header's language choice: English, Spanish, French, German. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('shell');
  return (
    <Select
      aria-label={t('language')}
      value={i18n.language}
      onChange={(e) => {
        if (isLanguage(e.target.value)) void changeLanguage(e.target.value);
      }}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </option>
      ))}
    </Select>
  );
}
