/**
 * A CSV reader for the files other apps export (RFC 4180 quoting, either line end, a UTF-8 BOM),
 * which keeps each row's line in the file so that an error can point at it. Phones write `,`,
 * a European locale `;`, and a spreadsheet saves tabs: the header line says which.
 */

export interface CsvRow {
  /** 1-based line of the file where the row starts (a quoted cell may span lines). */
  line: number;
  cells: string[];
}

export interface CsvTable {
  rows: CsvRow[];
  /** Lines where a quoted cell never closes; such a row is dropped and reading goes on at the next line. */
  unclosedQuoteLines: number[];
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

export function readCsv(text: string): CsvTable {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const delimiter = detectDelimiter(body).charCodeAt(0);
  const rows: CsvRow[] = [];
  const unclosedQuoteLines: number[] = [];
  let at = 0;
  let line = 1;
  while (at < body.length) {
    const row = readRow(body, at, line, delimiter);
    if (row.unclosed) {
      unclosedQuoteLines.push(line);
      // Only the row's first line is lost: the rest of the file is still worth reading.
      at = nextLineStart(body, at);
      line += 1;
      continue;
    }
    if (!(row.cells.length === 1 && row.cells[0]!.trim() === '')) rows.push({ line, cells: row.cells });
    at = row.end;
    line = row.endLine;
  }
  return { rows, unclosedQuoteLines };
}

/** The delimiter the first non-blank line uses most, outside quotes (`,` when it has none). */
export function detectDelimiter(text: string): string {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  let seenContent = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (seenContent) break;
    } else if (!quoted && char in counts) counts[char as keyof typeof counts] += 1;
    if (char.trim() !== '') seenContent = true;
  }
  const [best, bestCount] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
  return bestCount > 0 ? best : ',';
}

interface RowRead {
  cells: string[];
  /** Index just past the row's line end. */
  end: number;
  /** The line the next row starts on. */
  endLine: number;
  unclosed: boolean;
}

function readRow(text: string, start: number, line: number, delimiter: number): RowRead {
  const cells: string[] = [];
  let at = start;
  let currentLine = line;
  for (;;) {
    let cell: string;
    if (text.charCodeAt(at) === QUOTE) {
      // A quoted cell: doubled quotes are one quote; delimiters and line ends are data.
      let value = '';
      let from = at + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) return { cells, end: text.length, endLine: currentLine, unclosed: true };
        value += text.slice(from, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          from = close + 2;
        } else {
          at = close + 1;
          break;
        }
      }
      currentLine += countLineBreaks(value);
      // Anything between the closing quote and the delimiter (a stray space) stays with the cell.
      const rest = scanUnquoted(text, at, delimiter);
      cell = value + text.slice(at, rest);
      at = rest;
    } else {
      const end = scanUnquoted(text, at, delimiter);
      cell = text.slice(at, end);
      at = end;
    }
    cells.push(cell);
    const code = text.charCodeAt(at);
    if (code === delimiter) {
      at += 1;
      continue;
    }
    // A line end or the end of the text closes the row.
    if (code === CR && text.charCodeAt(at + 1) === LF) at += 2;
    else if (code === CR || code === LF) at += 1;
    return { cells, end: at, endLine: currentLine + 1, unclosed: false };
  }
}

/** Index of the next delimiter, line end or end of text from `at`. */
function scanUnquoted(text: string, at: number, delimiter: number): number {
  let i = at;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === delimiter || code === LF || code === CR) return i;
    i += 1;
  }
  return i;
}

function nextLineStart(text: string, at: number): number {
  const end = scanUnquoted(text, at, LF);
  if (text.charCodeAt(end) === CR && text.charCodeAt(end + 1) === LF) return end + 2;
  return end + 1;
}

function countLineBreaks(value: string): number {
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === LF || (code === CR && value.charCodeAt(i + 1) !== LF)) count += 1;
  }
  return count;
}
