import type { TemplateOutput } from '@repwise/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createCoach, data, shot, signInWithToken } from './support.ts';
import { copyOfficial, openWhenHome, templatePath } from './template-support.ts';

/**
 * Block covers (spec §9): a block of one exercise shows that exercise's GIF; blocks of 2, 3
 * and more than 3 exercises show three different static pictures. One template with a block
 * of each size, on its screen, in both languages (the pictures carry no words).
 */

const SERIES = '/api-training/mp/training/actions/series';

/** A real 1×1 GIF (one orange pixel). */
const TINY_GIF = Buffer.concat([
  Buffer.from('GIF89a', 'ascii'),
  Buffer.from([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00]),
  Buffer.from([0xff, 0x6a, 0x00, 0xff, 0xff, 0xff]),
  Buffer.from([0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
]);

type Action = TemplateOutput['actionsCons'][number]['actions'][number];

/** The coach's own exercise with a GIF (official exercises have none): uploaded, then created. */
async function exerciseWithGif(request: APIRequestContext, token: string): Promise<{ id: number; gifUrl: string }> {
  const uploaded = await data<{ path: string; url: string }>(
    await request.post('/api-training/mp/training/action/upload?kind=gif', { headers: { token }, multipart: { file: { name: 'cover-press.gif', mimeType: 'image/gif', buffer: TINY_GIF } } }),
    'upload',
  );
  const created = await data<{ id: number; gifUrl: string }>(
    await request.post('/api-training/mp/training/action/create', {
      headers: { token, 'Accept-Language': 'en' },
      data: { nameEn: 'Cover press', type: 'strength', equipment: 'dumbbell', primaryMuscles: ['chest'], gifPath: uploaded.path },
    }),
    'create',
  );
  expect(created.gifUrl).not.toBe('');
  return created;
}

/** A block of these exercises: one round, a set of each in turn. */
function blockOf(actions: readonly Action[], n: number) {
  return {
    actionsConId: `cover-block-${n}`,
    name: '',
    actions: actions.map((a) => ({ id: a.id, repeatCases: a.repeatCases.slice(0, 1) })),
    exerciseCons: [
      {
        exerciseConId: `cover-group-${n}`,
        type: 1,
        restSeconds: 60,
        exercises: actions.map((a, i) => ({ id: `cover-set-${n}-${i}`, actionId: a.id, actionRepeatCaseId: a.repeatCases[0]!.id, quantityCount: 10, intensityCountLeft: 20, intensityCountRight: 20 })),
      },
    ],
  };
}

/** A template of the coach's with blocks of 1 (the GIF exercise), 2, 3 and 4 official exercises. */
async function templateOfEverySize(request: APIRequestContext, token: string, gifActionId: number): Promise<TemplateOutput> {
  const copies = [await copyOfficial(request, token, 'Full Body Beginner'), await copyOfficial(request, token, 'Push Day'), await copyOfficial(request, token, 'Leg Day')];
  const distinct = new Map<number, Action>();
  for (const copy of copies) for (const block of copy.actionsCons) for (const action of block.actions) distinct.set(action.id, action);
  const official = [...distinct.values()];
  expect(official.length).toBeGreaterThanOrEqual(9);
  const model = official[0]!;
  // The GIF exercise as a template holds it: its id, with a way of counting like an official one's.
  const gifAction: Action = { ...model, id: gifActionId, repeatCases: model.repeatCases.slice(0, 1).map((r) => ({ ...r, id: 'cover-gif-case' })) };
  const [first] = copies;
  const blocks = [blockOf([gifAction], 1), blockOf(official.slice(0, 2), 2), blockOf(official.slice(2, 5), 3), blockOf(official.slice(5, 9), 4)];
  await data(await request.post(`${SERIES}/modify`, { headers: { token, 'Accept-Language': 'en' }, data: { ...first, name: 'Covers of every size', actionsCons: blocks } }), 'modify');
  return data<TemplateOutput>(await request.get(`${SERIES}/get`, { headers: { token, 'Accept-Language': 'en' }, params: { id: String(first!.id) } }), 'get');
}

for (const language of ['en', 'zh-Hans'] as const) {
  test(`block covers in ${language}: one exercise shows its GIF, 2, 3 and 4 exercises three different pictures`, { tag: '@templates' }, async ({ page, request }) => {
    const coach = await createCoach(request, 'Cover Coach');
    const gif = await exerciseWithGif(request, coach.token);
    const template = await templateOfEverySize(request, coach.token, gif.id);
    // The server's covers (blockCover): the GIF's path for one, then the three keys.
    expect(template.actionsCons.map((b) => b.actions.length)).toEqual([1, 2, 3, 4]);
    expect(template.actionsCons.slice(1).map((b) => b.cover)).toEqual(['cover-2', 'cover-3', 'cover-many']);

    await signInWithToken(page, coach.token, language);
    await openWhenHome(page, templatePath(template.id));
    const covers = page.locator('.block-cover');
    await expect(covers).toHaveCount(4);

    // One exercise: its GIF, loaded (not the body map that stands in for a missing one).
    const gifImage = covers.nth(0).locator('img');
    await expect(gifImage).toHaveAttribute('src', gif.gifUrl);
    await gifImage.scrollIntoViewIfNeeded();
    await expect.poll(() => gifImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Two, three, four: the three static pictures, each drawn and each different from the others.
    const art = [1, 2, 3].map((i) => covers.nth(i).locator('svg.cover-art'));
    await expect(art[0]!).toHaveAttribute('data-cover', 'cover-2');
    await expect(art[1]!).toHaveAttribute('data-cover', 'cover-3');
    await expect(art[2]!).toHaveAttribute('data-cover', 'cover-many');
    // What each draws, without the gradient's generated id: three distinct drawings.
    const drawings = await Promise.all(art.map((a) => a.evaluate((svg) => [...svg.children].filter((c) => c.tagName !== 'defs').map((c) => c.outerHTML.replace(/url\(#[^)]*\)/g, '')).join(''))));
    expect(new Set(drawings).size).toBe(3);
    for (const drawing of drawings) expect(drawing).toMatch(/<(circle|rect)/);
    for (const a of art) {
      const box = await a.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(20);
    }
    await covers.nth(0).scrollIntoViewIfNeeded();
    await shot(page, `block-covers-${language}`, { fullPage: true });
  });
}
