export * from './types.ts';
export { parseImport } from './parse.ts';
export { exportCsv, EXPORT_CSV_COLUMNS } from './export-csv.ts';
export { exerciseNameKey } from './names.ts';
export { KNOWN_IMPORT_NAMES } from './known-names.ts';
