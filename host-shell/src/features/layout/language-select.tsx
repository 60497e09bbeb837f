import { FIRST_SCREEN_LANGUAGE_FIELD } from '@affnet/contracts';
import { changeLanguage } from '@affnet/core';
import { isLanguage, LANGUAGES } from '@affnet/i18n';
import { Select } from '@affnet/ui';
import { useTranslation } from 'react-i18next';

/**
 * The header's language choice: English, Spanish, French, German. Named, so a choice made on the page the server drew
 * before the live page ran carries over to it (first-screen/take-over.ts).
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('shell');
  return (
    <Select
      name={FIRST_SCREEN_LANGUAGE_FIELD}
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
