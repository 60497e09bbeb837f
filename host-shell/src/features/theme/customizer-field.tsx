import { THEME_OPTIONS, type ThemeSettings } from '@affnet/contracts';
import { useTheme } from '@affnet/core';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Group = styled.fieldset`
  border: none;
  margin: 0 0 1rem;
  padding: 0;
  legend { font-weight: 700; margin-bottom: 0.4rem; }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    padding: 0.3rem 0.55rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 6px;
    cursor: pointer;
    font-size: 0.88rem;
  }
`;

/** One theme setting as a group of radio buttons; a change applies to the page at once. */
export function CustomizerField<K extends keyof ThemeSettings>({ field }: { field: K }) {
  const { t } = useTranslation('shell');
  const settings = useTheme((s) => s.settings);
  const setSettings = useTheme((s) => s.setSettings);
  return (
    <Group>
      <legend>{t(`customizer.${field}`)}</legend>
      <Choices>
        {THEME_OPTIONS[field].map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={field}
              value={value}
              checked={settings[field] === value}
              onChange={() => setSettings({ ...settings, [field]: value })}
            />
            {t(`option.${value}`)}
          </label>
        ))}
      </Choices>
    </Group>
  );
}
