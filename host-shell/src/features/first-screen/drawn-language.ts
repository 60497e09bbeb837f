import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_LANGUAGE_FIELD } from '@affnet/contracts';
import { changeLanguage, languageReady } from '@affnet/core';
import { isLanguage, type Language } from '@affnet/i18n';

/**
 * The language the visitor chose on the drawn first screen before the live page ran, or null when he left the one
 * the server drew it in.
 */
export function languageChosenOnFirstScreen(): Language | null {
  const drawn = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  const choice = drawn?.querySelector<HTMLSelectElement>(`select[name="${FIRST_SCREEN_LANGUAGE_FIELD}"]`);
  if (!choice || [...choice.options].every((option) => option.selected === option.defaultSelected)) return null;
  return isLanguage(choice.value) ? choice.value : null;
}

/**
 * Resolves when the live page's language is ready: the one chosen on the drawn page (remembered as any choice), else
 * the stored one. The live page then starts in it instead of switching after its first screen; a choice made after
 * this ran still carries over when the live page takes over (take-over.ts).
 */
export function startLanguageReady(): Promise<void> {
  const chosen = languageChosenOnFirstScreen();
  return chosen ? changeLanguage(chosen) : languageReady();
}
