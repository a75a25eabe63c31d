import type { TemplateAction } from './types.ts';

/** The static covers of multi-action blocks (spec §9); the web app maps each key to its picture. */
export const BLOCK_COVERS = { two: 'cover-2', three: 'cover-3', many: 'cover-many' } as const;

/**
 * A block's cover image (spec §9): a single-action block shows its action's GIF; a superset
 * shows one of three static pictures by size, since no one GIF stands for several actions.
 * A block without actions (never valid) has no cover: ''.
 */
export function blockCover(block: { readonly actions: readonly Pick<TemplateAction, 'gifPath'>[] }): string {
  const [first] = block.actions;
  if (!first) return '';
  switch (block.actions.length) {
    case 1: return first.gifPath;
    case 2: return BLOCK_COVERS.two;
    case 3: return BLOCK_COVERS.three;
    default: return BLOCK_COVERS.many;
  }
}
