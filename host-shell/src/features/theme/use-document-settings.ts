import { useTheme } from '@affnet/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps <html dir> and <html lang> in step with the theme's direction and the chosen language. */
export function useDocumentSettings(): void {
  const dir = useTheme((s) => s.settings.dir);
  const { i18n } = useTranslation();
  useEffect(() => {
    document.documentElement.dir = dir;
  }, [dir]);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
}
