import { stringify } from 'csv-stringify/sync';

/**
 * A cell the server computed itself (a count, an amount, a rate, a percentage): written as it is, never guarded,
 * so that a spreadsheet reads a negative profit "-12.50" as a number and not as the text "'-12.50".
 */
export class Figure {
  constructor(readonly value: string) {}
}

export const figure = (value: string | number) => new Figure(String(value));

/**
 * Every other cell is text that may come from a user (an offer's name, a Sub ID, a goal): guarded against formulas.
 * A number is a figure too.
 */
export type CsvCell = string | number | Figure;

/** Text a spreadsheet would run as a formula (CSV injection) gets a leading ' so that it is shown instead. */
const guarded = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * The one way the server writes CSV (stats.csv, conversions.csv, offers.csv and their exports): RFC 4180 quoting,
 * CRLF after every line, and text guarded against formulas.
 */
export function csvLines(rows: CsvCell[][]): string {
  return stringify(rows, {
    record_delimiter: '\r\n',
    // Given a record delimiter, the library stops quoting a lone \n or \r: a cell holding one would split its line.
    quote_record_delimiter: true,
    // The guard is ours, not the library's `escape_formulas`: a figure could only escape that one through an options
    // object per cell, which the library validates again for every cell of every line.
    cast: {
      string: guarded,
      object: (cell) => (cell instanceof Figure ? cell.value : guarded(String(cell))),
    },
  });
}

/** A CSV written page by page: every page after the first leaves out the header line its builder wrote. */
export const withoutHeader = (csv: string) => csv.slice(csv.indexOf('\r\n') + 2);
