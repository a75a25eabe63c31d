import fs from 'node:fs';
import path from 'node:path';
import { VIDEO_MAX_BYTES } from '@repwise/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, login, makeUser, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';
import type { LocalStorage } from '../../platform/storage/index.ts';

const BASE = '/api-training/mp/training/action';
const MP4_HEAD = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('mp42isom')]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.alloc(64, 1)]);

function multipart(fileName: string, content: Buffer, type: string) {
  const boundary = '----repwise-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(t: TestApp, token: string, kind: string, fileName: string, content: Buffer, type: string, lang = 'en') {
  const { payload, headers } = multipart(fileName, content, type);
  const res = await t.app.inject({ method: 'POST', url: `${BASE}/upload?kind=${kind}`, payload, headers: { ...headers, token, 'accept-language': lang } });
  return { httpStatus: res.statusCode, ...(res.json() as { status: number; msg: string; data: { path: string; url: string } | null }) };
}

const SQUAT_LIKE = {
  nameEn: 'Tempo Goblet Squat',
  nameZh: '节奏高脚杯深蹲',
  keyPointsEn: ['Three seconds down', 'Elbows inside the knees'],
  keyPointsZh: ['下放三秒', '肘部在膝盖内侧'],
  type: 'strength',
  equipment: 'kettlebell',
  rangeOfMotion: 'full',
  compound: true,
  primaryMuscles: ['quads', 'glutes'],
  secondaryMuscles: ['abs', 'quads'],
  movementPatterns: ['squat'],
  performanceFeatures: ['hypertrophy'],
  injuryPreventionFeatures: ['knee_stability'],
  intensityUnit: 'kg',
  quantityUnit: 'reps',
};

interface Detail { id: number; name: string; nameZh: string; mine: boolean; official: boolean; pinned: boolean; shareCode: string; gifUrl: string; secondaryMuscles: string[]; muscleGroups: string[]; keyPoints: string[] }
interface Page { list: Detail[]; total: number | null; next: string | null }

describe.each(ENGINES)('exercise library on %s', (engine) => {
  const t = useTestApp(engine);
  let me: Made;
  beforeEach(async () => {
    me = await makeUser(t, { position: null });
  });

  it('lists the seeded official catalogue page by page, each exercise once, counting only when asked', async () => {
    const first = await call<Page>(t, 'GET', `${BASE}/list`, { token: me.token, query: { size: '20', withTotal: 'true' } });
    expect(first.status).toBe(200);
    expect(first.data.total).toBeGreaterThanOrEqual(150);
    expect(first.data.list).toHaveLength(20);
    expect(first.data.next).toEqual(expect.any(String));
    expect(first.data.list.every((e) => e.official && !e.mine)).toBe(true);
    const seen = first.data.list.map((e) => e.id);
    for (let cursor = first.data.next; cursor !== null;) {
      const page = await call<Page>(t, 'GET', `${BASE}/list`, { token: me.token, query: { size: '50', cursor } });
      expect(page.data.total).toBeNull();
      seen.push(...page.data.list.map((e) => e.id));
      cursor = page.data.next;
    }
    expect(seen).toHaveLength(first.data.total!);
    expect(new Set(seen).size).toBe(seen.length);
    expect((await call(t, 'GET', `${BASE}/list`, { token: me.token, query: { cursor: 'not-a-cursor' } })).msg).toBe('Invalid value for cursor');
  });

  it('finds exercises by Chinese or English name and filters by muscle group and equipment', async () => {
    const zh = await call<Page>(t, 'GET', `${BASE}/list`, { token: me.token, query: { keyword: '硬拉', withTotal: 'true' }, lang: 'zh-Hans' });
    expect(zh.data.total).toBeGreaterThan(0);
    expect(zh.data.list.every((e) => e.name.includes('硬拉'))).toBe(true);
    const en = await call<Page>(t, 'GET', `${BASE}/list`, { token: me.token, query: { keyword: 'DEADLIFT', size: '50', withTotal: 'true' } });
    expect(en.data.total).toBeGreaterThan(0);
    expect(en.data.list.every((e) => e.name.toLowerCase().includes('deadlift'))).toBe(true);
    const chestBarbell = await call<Page>(t, 'GET', `${BASE}/list`, { token: me.token, query: { muscleGroup: 'chest', equipment: 'barbell', size: '50', withTotal: 'true' } });
    expect(chestBarbell.data.total).toBeGreaterThan(0);
    expect(chestBarbell.data.list.every((e) => e.muscleGroups.includes('chest'))).toBe(true);
    const wildcard = await call<Page>(t, 'GET', `${BASE}/list`, { token: me.token, query: { keyword: '%', withTotal: 'true' } });
    expect(wildcard.data.total).toBe(0);
  });

  it('refuses unknown filters with the field name', async () => {
    const res = await call(t, 'GET', `${BASE}/list`, { token: me.token, query: { muscleGroup: 'wings' } });
    expect(res.httpStatus).toBe(400);
    expect(res.msg).toContain('muscleGroup');
  });

  it('puts pinned exercises first, for the person who pinned them only', async () => {
    const page = await call<Page>(t, 'GET', `${BASE}/list`, { token: me.token, query: { size: '50' } });
    const target = page.data.list[30]!;
    const pinned = await call<Detail>(t, 'POST', `${BASE}/pin`, { token: me.token, query: { id: String(target.id) } });
    expect(pinned.data.pinned).toBe(true);
    await call(t, 'POST', `${BASE}/pin`, { token: me.token, query: { id: String(target.id) } });
    const mine = await call<Page>(t, 'GET', `${BASE}/list`, { token: me.token });
    expect(mine.data.list[0]!.id).toBe(target.id);
    const other = await login(t);
    const theirs = await call<Page>(t, 'GET', `${BASE}/list`, { token: other.token });
    expect(theirs.data.list[0]!.id).not.toBe(target.id);
    await call(t, 'POST', `${BASE}/unpin`, { token: me.token, query: { id: String(target.id) } });
    const after = await call<Page>(t, 'GET', `${BASE}/list`, { token: me.token });
    expect(after.data.list[0]!.id).not.toBe(target.id);
  });

  it('creates, edits and archives an own exercise; others cannot see or change it', async () => {
    const created = await call<Detail>(t, 'POST', `${BASE}/create`, { token: me.token, body: SQUAT_LIKE, lang: 'zh-Hans' });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ name: '节奏高脚杯深蹲', mine: true, official: false, keyPoints: ['下放三秒', '肘部在膝盖内侧'] });
    expect(created.data.secondaryMuscles).toEqual(['abs']);
    const id = String(created.data.id);

    const stranger = await login(t);
    expect((await call(t, 'GET', `${BASE}/get`, { token: stranger.token, query: { id } })).httpStatus).toBe(404);
    const hijack = await call(t, 'POST', `${BASE}/modify`, { token: stranger.token, body: { ...SQUAT_LIKE, id: created.data.id, nameEn: 'Mine now' } });
    expect(hijack.httpStatus).toBe(404);
    expect((await call(t, 'POST', `${BASE}/delete`, { token: stranger.token, query: { id } })).httpStatus).toBe(404);
    expect((await call<Page>(t, 'GET', `${BASE}/list`, { token: stranger.token, query: { scope: 'mine', withTotal: 'true' } })).data.total).toBe(0);

    const edited = await call<Detail>(t, 'POST', `${BASE}/modify`, { token: me.token, body: { ...SQUAT_LIKE, id: created.data.id, nameEn: 'Pause Goblet Squat' } });
    expect(edited.data.nameZh).toBe('节奏高脚杯深蹲');
    expect(edited.data.name).toBe('Pause Goblet Squat');
    const mine = await call<Page>(t, 'GET', `${BASE}/list`, { token: me.token, query: { scope: 'mine' } });
    expect(mine.data.list.map((e) => e.id)).toEqual([created.data.id]);

    const englishOnly = await call<Detail>(t, 'POST', `${BASE}/modify`, { token: me.token, body: { ...SQUAT_LIKE, id: created.data.id, nameEn: 'Pause Goblet Squat', nameZh: '' }, lang: 'zh-Hans' });
    expect(englishOnly.data.name).toBe('Pause Goblet Squat');

    expect((await call(t, 'POST', `${BASE}/delete`, { token: me.token, query: { id } })).status).toBe(200);
    expect((await call(t, 'POST', `${BASE}/pin`, { token: me.token, query: { id } })).httpStatus).toBe(404);
    expect((await call<Page>(t, 'GET', `${BASE}/list`, { token: me.token, query: { scope: 'mine', withTotal: 'true' } })).data.total).toBe(0);
    // Archived, not gone: what refers to it still resolves.
    expect((await call<Detail & { archived: boolean }>(t, 'GET', `${BASE}/get`, { token: me.token, query: { id } })).data.archived).toBe(true);
  });

  it('cannot edit or delete an official exercise', async () => {
    const official = (await call<Page>(t, 'GET', `${BASE}/list`, { token: me.token })).data.list[0]!;
    expect((await call(t, 'POST', `${BASE}/modify`, { token: me.token, body: { ...SQUAT_LIKE, id: official.id } })).httpStatus).toBe(404);
    expect((await call(t, 'POST', `${BASE}/delete`, { token: me.token, query: { id: String(official.id) } })).httpStatus).toBe(404);
  });

  it('refuses an exercise without a name, muscles or with unknown vocabulary, writing nothing', async () => {
    for (const bad of [{ ...SQUAT_LIKE, nameEn: '', nameZh: '' }, { ...SQUAT_LIKE, primaryMuscles: [] }, { ...SQUAT_LIKE, equipment: 'spaceship' }, { ...SQUAT_LIKE, intensityUnit: 'stone' }]) {
      const res = await call(t, 'POST', `${BASE}/create`, { token: me.token, body: bad });
      expect(res.httpStatus).toBe(400);
    }
    expect((await call<Page>(t, 'GET', `${BASE}/list`, { token: me.token, query: { scope: 'mine', withTotal: 'true' } })).data.total).toBe(0);
  });

  it('uploads a GIF and an MP4, and uses them in an exercise', async () => {
    const gif = await upload(t, me.token, 'gif', 'move.gif', GIF, 'image/gif');
    expect(gif.status).toBe(200);
    expect(gif.data!.path).toMatch(/^uploads\/\d+\/[0-9a-f-]{36}\.gif$/);
    const served = await t.app.inject({ method: 'GET', url: gif.data!.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');

    const video = await upload(t, me.token, 'video', 'move.mp4', Buffer.concat([MP4_HEAD, Buffer.alloc(1000)]), 'video/mp4');
    expect(video.status).toBe(200);
    const created = await call<Detail>(t, 'POST', `${BASE}/create`, { token: me.token, body: { ...SQUAT_LIKE, gifPath: gif.data!.path, videoPath: video.data!.path } });
    expect(created.data.gifUrl).toContain(gif.data!.path);

    const other = await login(t);
    const stolen = await call(t, 'POST', `${BASE}/create`, { token: other.token, body: { ...SQUAT_LIKE, gifPath: gif.data!.path } });
    expect(stolen.httpStatus).toBe(400);
  });

  it('checks uploads by content, not by name', async () => {
    const mp4AsGif = await upload(t, me.token, 'gif', 'fake.gif', Buffer.concat([MP4_HEAD, Buffer.alloc(100)]), 'image/gif', 'zh-Hans');
    expect(mp4AsGif.httpStatus).toBe(400);
    expect(mp4AsGif.msg).toBe('gif 上传失败');
    const script = await upload(t, me.token, 'video', 'evil.mp4', Buffer.from('#!/bin/sh\necho owned\n'), 'video/mp4');
    expect(script.httpStatus).toBe(400);
    expect(script.msg).toBe('Video upload failed');
  });

  it('refuses a video of 10 MB + 1 byte and keeps nothing of it', async () => {
    const exact = await upload(t, me.token, 'video', 'ok.mp4', Buffer.concat([MP4_HEAD, Buffer.alloc(VIDEO_MAX_BYTES - MP4_HEAD.length)]), 'video/mp4');
    expect(exact.status).toBe(200);
    const tooBig = await upload(t, me.token, 'video', 'big.mp4', Buffer.concat([MP4_HEAD, Buffer.alloc(VIDEO_MAX_BYTES + 1 - MP4_HEAD.length)]), 'video/mp4');
    expect(tooBig.httpStatus).toBe(413);
    expect(tooBig.msg).toBe('Video upload failed');
    const folder = path.join((t.app.ctx.storage as LocalStorage).root, path.dirname(exact.data!.path));
    expect(fs.readdirSync(folder)).toEqual([path.basename(exact.data!.path)]);
  });

  it('opens a shared exercise without an account', async () => {
    const created = await call<Detail>(t, 'POST', `${BASE}/create`, { token: me.token, body: SQUAT_LIKE });
    const shared = await call<Detail>(t, 'GET', '/api-training/open/action/share', { query: { code: created.data.shareCode } });
    expect(shared.status).toBe(200);
    expect(shared.data.name).toBe('Tempo Goblet Squat');
    expect(shared.data.mine).toBe(false);
    expect((await call(t, 'GET', '/api-training/open/action/share', { query: { code: 'not-a-real-code' } })).httpStatus).toBe(404);
    await call(t, 'POST', `${BASE}/delete`, { token: me.token, query: { id: String(created.data.id) } });
    expect((await call(t, 'GET', '/api-training/open/action/share', { query: { code: created.data.shareCode } })).httpStatus).toBe(404);
  });

  it('needs a token for everything but the share page', async () => {
    expect((await call(t, 'GET', `${BASE}/list`)).httpStatus).toBe(401);
    expect((await call(t, 'POST', `${BASE}/create`, { body: SQUAT_LIKE })).httpStatus).toBe(401);
  });
});
