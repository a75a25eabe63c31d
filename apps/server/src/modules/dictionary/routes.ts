import { serverDictionary } from '@repwise/domain';
import type { Serve } from '../../platform/serve.ts';

/** Open (no token): the login screens need the dictionaries too. They live in packages/domain. */
export function dictionaryRoutes(serve: Serve): void {
  serve('dictionary.getAllChildren', async ({ body }) => body.map(({ parentId }) => ({ key: parentId, list: [...serverDictionary(parentId)] })));
}
