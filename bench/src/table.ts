/** A Markdown table with padded columns, so the same text reads well on a terminal and in a .md file. */
export function markdownTable(headers: string[], rows: string[][], rightAligned: boolean[] = []): string {
  const widths = headers.map((header, column) =>
    Math.max(3, header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const cell = (text: string, column: number) =>
    rightAligned[column] ? text.padStart(widths[column]!) : text.padEnd(widths[column]!);
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (rightAligned[column] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}
