/**
 * Another app's CSV export, read into trainings (issue 26). Each source's layouts live in its
 * own file; here the rows are gathered into trainings, and every row that cannot be read
 * becomes an error at its line instead of stopping the import.
 */
import { RowCells, RowFault } from './cells.ts';
import { readCsv } from './csv.ts';
import { fitnotesLayout } from './fitnotes.ts';
import { hevyLayout } from './hevy.ts';
import type { LayoutFinder, RowRead } from './layout.ts';
import { strongLayout } from './strong.ts';
import type { ImportedTraining, ImportLineError, ImportOptions, ImportSource, ParsedImport } from './types.ts';

const LAYOUTS: Record<ImportSource, LayoutFinder> = {
  strong: strongLayout,
  hevy: hevyLayout,
  fitnotes: fitnotesLayout,
};

interface TrainingDraft {
  first: RowRead;
  line: number;
  names: string[];
  sets: ImportedTraining['sets'];
}

export function parseImport(source: ImportSource, text: string, options: ImportOptions): ParsedImport {
  const table = readCsv(text);
  const errors: ImportLineError[] = table.unclosedQuoteLines.map((line) => ({ line, reason: 'unclosedQuote' }));
  const [header, ...rows] = table.rows;
  const layout = header ? LAYOUTS[source](header.cells, options) : null;
  if (!header || !layout) {
    return { trainings: [], errors: [{ line: header?.line ?? 1, reason: 'unknownLayout' }], skippedRows: 0, unitFromFile: false };
  }

  const drafts = new Map<string, TrainingDraft>();
  let skippedRows = 0;
  for (const row of rows) {
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    // A trailing delimiter is common; cells past the header that hold something are not.
    if (row.cells.length > header.cells.length && row.cells.slice(header.cells.length).some((cell) => cell.trim() !== '')) {
      errors.push({ line: row.line, reason: 'tooManyCells', value: String(row.cells.length) });
      continue;
    }
    let read: RowRead | null;
    try {
      read = layout.read(new RowCells(header.cells, row.cells));
    } catch (error) {
      if (!(error instanceof RowFault)) throw error;
      errors.push(error.toLineError(row.line));
      continue;
    }
    if (!read) {
      skippedRows += 1;
      continue;
    }
    let draft = drafts.get(read.group);
    if (!draft) {
      draft = { first: read, line: row.line, names: [], sets: [] };
      drafts.set(read.group, draft);
    }
    if (read.name !== '' && !draft.names.includes(read.name)) draft.names.push(read.name);
    draft.sets.push({ line: row.line, ...read.set });
  }

  errors.sort((a, b) => a.line - b.line);
  return { trainings: [...drafts.values()].map(toTraining), errors, skippedRows, unitFromFile: layout.unitFromFile };
}

function toTraining({ first, line, names, sets }: TrainingDraft): ImportedTraining {
  const name = names.join(', ');
  return { key: `${first.start}|${name}`, name, start: first.start, end: first.end, note: first.note, sets, line };
}
