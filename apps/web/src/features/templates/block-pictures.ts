import { blockCover, type ActionsCon } from '@repwise/domain';
import type { SavedTemplate } from './saved-template.ts';

/**
 * What a block's cover shows of a single exercise: its GIF, else its body map. The template's
 * answer and the library's list both carry it, so no cover asks the library for its exercise.
 */
export interface ActionMedia {
  readonly gifUrl: string;
  readonly primaryMuscles: readonly string[];
}

export type ActionMediaById = ReadonlyMap<number, ActionMedia>;

/**
 * Where the block covers come from: the cover (spec §9: a BLOCK_COVERS key, else the block's
 * one exercise's own picture) and each exercise's media by id.
 */
export interface BlockPictures {
  readonly cover: (block: ActionsCon) => string;
  readonly media: (actionId: number) => ActionMedia | undefined;
}

/** The media of exercises from the server's answer or the library's list, by id. */
export function mediaById(actions: readonly (ActionMedia & { readonly id: number })[]): Map<number, ActionMedia> {
  return new Map(actions.map((a) => [a.id, { gifUrl: a.gifUrl, primaryMuscles: a.primaryMuscles }]));
}

/** A template to read, as the server answered it: each block's cover as the server worked it out. */
export function answeredPictures(template: SavedTemplate): BlockPictures {
  const covers = new Map(template.actionsCons.map((b) => [b.actionsConId, b.cover]));
  const media = mediaById(template.actionsCons.flatMap((b) => b.actions));
  return { cover: (block) => covers.get(block.actionsConId) ?? '', media: (id) => media.get(id) };
}

/** Blocks being edited: the domain's blockCover, the rule the server runs, on the block as it is now. */
export function livePictures(media: ActionMediaById): BlockPictures {
  return { cover: blockCover, media: (id) => media.get(id) };
}
