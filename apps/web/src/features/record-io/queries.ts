import type { ImportResult } from '@repwise/contracts';
import type { ImportSource, WeightUnit } from '@repwise/domain';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { fetchFile, saveFile, upload } from '../../api/request.ts';
import { useI18n } from '../../i18n/index.ts';
import type { MappingEntry } from './mapping.ts';

/** One file on its way in, with everything the trainee decided about it. */
export interface ImportInput {
  file: File;
  /** Tells one picked file from the next (a File has no identity a query key can hold). */
  fileKey: number;
  source: ImportSource;
  mapping: readonly MappingEntry[];
  weightUnit: WeightUnit;
}

const RECORD_IO_KEY = ['recordIo'] as const;

function sendImport(input: ImportInput, dryRun: boolean): Promise<ImportResult> {
  return upload('record.import', {
    query: { source: input.source, dryRun },
    file: input.file,
    fileName: input.file.name,
    fields: { mapping: JSON.stringify(input.mapping), weightUnit: input.weightUnit },
  });
}

/**
 * What importing the file would do (a dry run): asked again whenever the source, the unit or a
 * decision changes, the last answer shown meanwhile (for the same file only). Nothing is written,
 * so nothing is retried or kept once the screen is left.
 */
export function useImportPreview(input: ImportInput | null) {
  const { language } = useI18n();
  return useQuery({
    queryKey: [...RECORD_IO_KEY, 'preview', input?.fileKey ?? 0, input?.source, input?.weightUnit, JSON.stringify(input?.mapping ?? []), language] as const,
    queryFn: input ? () => sendImport(input, true) : skipToken,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === input?.fileKey ? previous : undefined),
  });
}

/** The import itself: all of the file or nothing. */
export function useImport(onImported: (result: ImportResult) => void) {
  return useMutation({ mutationFn: (input: ImportInput) => sendImport(input, false), onSuccess: onImported });
}

/** Downloads every training of the trainee as a file and hands it to the browser to save. */
export function useExport() {
  return useMutation({
    mutationFn: async (format: 'csv' | 'json') => {
      const file = await fetchFile('record.export', { query: { format } });
      saveFile(file);
      return file.filename;
    },
  });
}
