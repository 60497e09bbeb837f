import { POSTBACK_MACROS, type PostbackMacro } from '@affnet/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { macroToken } from '../lib/postback-url';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0 0 1rem;
`;

const Chip = styled.button`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 999px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  font-family: monospace;
  padding: 0.2rem 0.6rem;
  min-height: 32px;
  cursor: pointer;
  &:hover { border-color: ${(p) => p.theme.colors.primary}; }
`;

const Group = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  legend { font-weight: 600; font-size: 0.9rem; margin: 0 0 0.4rem; padding: 0; }
`;

/** One button per macro; a press inserts it where the caret was in the URL field. */
export function MacroChips({ onInsert }: { onInsert: (macro: PostbackMacro) => void }) {
  const { t } = useTranslation('postbacks');
  return (
    <Group>
      <legend>{t('form.macros')}</legend>
      <Chips>
        {POSTBACK_MACROS.map((macro) => (
          <Chip
            key={macro}
            type="button"
            aria-label={t('form.insert', { macro: macroToken(macro) })}
            onClick={() => onInsert(macro)}
          >
            {macroToken(macro)}
          </Chip>
        ))}
      </Chips>
    </Group>
  );
}
