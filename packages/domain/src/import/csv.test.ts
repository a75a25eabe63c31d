import { describe, expect, it } from 'vitest';
import { detectDelimiter, readCsv } from './csv.ts';

describe('readCsv', () => {
  it('reads quoted delimiters, doubled quotes and line ends inside quotes, keeping where each row starts', () => {
    const table = readCsv('a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\n1,2,3\r\n');
    expect(table.rows).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'two\r\nlines'] },
      { line: 4, cells: ['1', '2', '3'] },
    ]);
    expect(table.unclosedQuoteLines).toEqual([]);
  });

  it('takes the delimiter from the header line: semicolon, tab or comma', () => {
    expect(detectDelimiter('Date;Workout Name;Weight\n"1,5";x;y')).toBe(';');
    expect(detectDelimiter('title\tstart_time\treps\n')).toBe('\t');
    expect(detectDelimiter('"a;b",c,d\n')).toBe(',');
    expect(readCsv('a;b\n"x;1";2,5\n').rows[1]!.cells).toEqual(['x;1', '2,5']);
    expect(readCsv('a\tb\nx y\t2\n').rows[1]!.cells).toEqual(['x y', '2']);
  });

  it('drops a UTF-8 BOM and skips blank lines, counting them in the line numbers', () => {
    const table = readCsv('\ufeffname,reps\n\n   \nSquat,5\nLF only,3');
    expect(table.rows).toEqual([
      { line: 1, cells: ['name', 'reps'] },
      { line: 4, cells: ['Squat', '5'] },
      { line: 5, cells: ['LF only', '3'] },
    ]);
  });

  it('keeps empty cells, including a trailing one', () => {
    expect(readCsv('a,b,c\n,,\n1,,\n').rows.map((row) => row.cells)).toEqual([['a', 'b', 'c'], ['', '', ''], ['1', '', '']]);
  });

  it('reports a quote that never closes at the line where its row starts, and keeps the rows before', () => {
    const table = readCsv('a,b\n1,2\n3,"open\n');
    expect(table.rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
    ]);
    expect(table.unclosedQuoteLines).toEqual([3]);
  });

  it('goes on at the next line after an unclosed quote', () => {
    expect(readCsv('a,b\n1,"open\n2,3\n')).toEqual({
      rows: [{ line: 1, cells: ['a', 'b'] }, { line: 3, cells: ['2', '3'] }],
      unclosedQuoteLines: [2],
    });
  });

  it('reads a 5 MB file in well under a second', () => {
    const row = '"Bench Press (Barbell)","15 Jan 2023, 08:30",,"a note, with a comma",1,"normal",80,8,,,8\n';
    const text = row.repeat(Math.ceil(5_000_000 / row.length));
    const started = performance.now();
    const table = readCsv(text);
    const elapsed = performance.now() - started;
    expect(table.rows.length).toBe(Math.ceil(5_000_000 / row.length));
    expect(table.rows.at(-1)!.cells[3]).toBe('a note, with a comma');
    expect(elapsed).toBeLessThan(1000);
  });
});
