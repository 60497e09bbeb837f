import { useTranslation } from 'react-i18next';
import { API_REFERENCE_EN } from '../i18n/api-reference-en';

const isKnown = (key: string): key is keyof typeof API_REFERENCE_EN => Object.hasOwn(API_REFERENCE_EN, key);

/**
 * A description of the OpenAPI document in the user's language. A translation says what the English it was made
 * from says: when the server's words are not those any more, they are shown as the server writes them until the
 * reference's words follow (a stale translation would tell the user something the API no longer does).
 */
export function useReferenceText(): (key: string, english: string) => string {
  const { t } = useTranslation('apiReference');
  return (key, english) => (isKnown(key) && API_REFERENCE_EN[key] === english ? t(key) : english);
}
