import { importMapping, type ImportMapping } from '@repwise/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/errors.ts';

/** Larger than any log a person keeps (a 5 MB export holds about 40,000 sets). */
export const IMPORT_MAX_BYTES = 16 * 1024 * 1024;
const MAPPING_MAX_BYTES = 256 * 1024;

export interface ImportForm {
  text: string;
  mapping: ImportMapping;
  weightUnit: 'kg' | 'lbs' | null;
}

/** Why the multipart parser refused the form, in the person's words. */
function refusalOf(cause: unknown): AppError {
  const code = (cause as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'importTooLarge', { max: String(IMPORT_MAX_BYTES / 1024 / 1024) });
  if (code === 'FST_FILES_LIMIT') return badRequest('oneFileOnly');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('fileMissing');
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('fileMissing');
  if (code === 'FST_REQ_FIELD_TOO_LARGE' || code === 'FST_FIELD_TOO_LARGE') return badRequest('importMappingInvalid');
  return badRequest('importNotText');
}

/** A file that is text: UTF-8 without NUL bytes (a spreadsheet's binary or a picture is refused). */
function textOf(bytes: Buffer): string {
  if (bytes.includes(0)) throw badRequest('importNotText');
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

function mappingOf(json: string | undefined): ImportMapping {
  if (json === undefined || json.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badRequest('importMappingInvalid');
  }
  const parsed = importMapping.safeParse(value);
  if (!parsed.success) throw badRequest('importMappingInvalid');
  return parsed.data;
}

/**
 * The form of record/import: the file (`file`, any field name is taken for the one file),
 * `mapping` (JSON) and `weightUnit`. The file is read whole: an import reads every line
 * before it writes anything.
 */
export async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  if (!request.isMultipart()) throw badRequest('fileMissing');
  const fields = new Map<string, string>();
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: MAPPING_MAX_BYTES } })) {
      if (part.type === 'file') {
        bytes = await part.toBuffer();
        if (part.file.truncated) throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    throw Object.assign(refusalOf(cause), { cause });
  }
  if (bytes === null || bytes.length === 0) throw badRequest('fileMissing');
  const unit = fields.get('weightUnit');
  if (unit !== undefined && unit !== '' && unit !== 'kg' && unit !== 'lbs') throw badRequest('invalidField', { field: 'weightUnit' });
  return { text: textOf(bytes), mapping: mappingOf(fields.get('mapping')), weightUnit: unit === 'kg' || unit === 'lbs' ? unit : null };
}
