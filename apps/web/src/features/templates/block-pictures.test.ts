import { BLOCK_COVERS, addActions, addActionsToBlock, newTemplate, sequentialIdGen, type NewAction, type Template } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { answeredPictures, livePictures, mediaById } from './block-pictures.ts';
import type { SavedTemplate } from './saved-template.ts';

const action = (id: number): NewAction => ({
  id, name: `A${id}`, iconPath: '', gifPath: `gif/${id}.gif`, intensityUnit: { key: 'kg', name: 'kg' }, quantityUnit: { key: 'reps', name: 'reps' },
});

function unwrap(result: { ok: true; value: Template } | { ok: false; error: string }): Template {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('block covers without a request', () => {
  it('read the media of exercises from the answer or the library rows, by id', () => {
    const media = mediaById([{ id: 7, gifUrl: 'https://cdn/7.gif', primaryMuscles: ['chest'] }]);
    expect(livePictures(media).media(7)).toEqual({ gifUrl: 'https://cdn/7.gif', primaryMuscles: ['chest'] });
    expect(livePictures(media).media(8)).toBeUndefined();
  });

  it('follow a block being edited: a single exercise shows its own picture until a second joins it', () => {
    const ids = sequentialIdGen();
    const single = unwrap(addActions(newTemplate({ groupId: '1' }), [action(1)], { mode: 'separate' }, ids));
    const block = single.actionsCons[0]!;
    const superset = unwrap(addActionsToBlock(single, block.actionsConId, [action(2)], ids));
    const pictures = livePictures(new Map());
    expect(pictures.cover(block)).toBe('gif/1.gif');
    expect(pictures.cover(superset.actionsCons[0]!)).toBe(BLOCK_COVERS.two);
  });

  it('take a template to read as the server answered it', () => {
    const ids = sequentialIdGen();
    const template = unwrap(addActions(newTemplate({ groupId: '1' }), [action(1)], { mode: 'separate' }, ids));
    const saved: SavedTemplate = {
      ...template, id: 1, official: true, mine: false, shareCode: null, updatedAt: '',
      actionsCons: template.actionsCons.map((b) => ({
        ...b, cover: 'as answered', actions: b.actions.map((a) => ({ ...a, gifUrl: `https://cdn/${a.id}.gif`, primaryMuscles: [] })),
      })),
    };
    const pictures = answeredPictures(saved);
    expect(pictures.cover(template.actionsCons[0]!)).toBe('as answered');
    expect(pictures.media(1)?.gifUrl).toBe('https://cdn/1.gif');
  });
});
