import { useCallback, useState } from 'react';
import type { TableColumn } from './table-column';

type Choice = Record<string, boolean>;

const storageKey = (tableId: string) => `affnet.table-columns.${tableId}`;

function readChoice(tableId: string): Choice {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(tableId)) ?? '{}');
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter((entry) => typeof entry[1] === 'boolean'));
  } catch {
    // A choice that cannot be read (storage blocked, old format) falls back to the table's defaults.
    return {};
  }
}

/** Whether a column shows: always unless optional; then the user's remembered choice, else its default. */
export function isShown(column: TableColumn, choice: Choice): boolean {
  if (!column.optional) return true;
  return choice[column.key] ?? column.optional === 'shown';
}

/**
 * Which optional columns of a table the user shows, remembered per table in localStorage; without a table id
 * (no chooser) every column keeps its default.
 */
export function useColumnChoice(tableId: string | undefined) {
  const [choice, setChoice] = useState<Choice>(() => (tableId ? readChoice(tableId) : {}));
  const setShown = useCallback(
    (key: string, shown: boolean) => {
      setChoice((current) => {
        const next = { ...current, [key]: shown };
        if (tableId) {
          try {
            localStorage.setItem(storageKey(tableId), JSON.stringify(next));
          } catch {
            // Storage full or blocked: the choice holds for this visit only.
          }
        }
        return next;
      });
    },
    [tableId],
  );
  return { choice, setShown };
}
