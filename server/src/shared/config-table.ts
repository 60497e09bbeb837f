import { CONFIG_PROPERTIES } from './config-schema';

/** The README's configuration table lies between these lines; nobody edits it by hand. */
export const TABLE_START =
  '<!-- configuration table: generated from server/src/shared/config-schema.ts by `pnpm --filter @affnet/server config-table` -->';
export const TABLE_END = '<!-- end of the configuration table -->';

type Documented = { default?: string | number; defaultText?: string; description: string };

const defaultCell = ({ default: fallback, defaultText }: Documented) =>
  defaultText ?? (fallback === undefined ? 'none' : `\`${fallback}\``);

/** One row per variable of the schema, in its order: name, default, meaning. */
export function configTable(): string {
  const rows = Object.entries(CONFIG_PROPERTIES as Record<string, Documented>).map(
    ([name, variable]) => `| \`${name}\` | ${defaultCell(variable)} | ${variable.description} |`,
  );
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

/** The README with its configuration table as the schema says it (the markers must be there). */
export function withConfigTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the configuration table's markers (${TABLE_START})`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${configTable()}\n${readme.slice(end)}`;
}
