import type { AppContext } from '../../app-context.ts';
import type { Serve } from '../../platform/serve.ts';
import { exportTrainings } from './export.ts';
import { readImportForm } from './form.ts';
import { importLog } from './import.ts';

/** Import from other apps and export of one's own trainings (issue 26) under /api-training/mp/record. */
export function recordIoRoutes(serve: Serve, { db }: AppContext): void {
  serve('record.export', async ({ actor, query, language }) => exportTrainings(db, actor, language, query.format));
  serve('record.import', async ({ actor, query, language, request }) => importLog(db, actor, language, query, await readImportForm(request)));
}
