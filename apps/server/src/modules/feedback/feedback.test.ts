import { describe, expect, it } from 'vitest';
import { call, makeUser, uniqueMobile } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';
import { TINY_GIF } from '../../test/server-process.ts';
import type { FeedbackItem } from '@repwise/contracts';

const SUBMIT = '/api-training/mp/feedback/submit';
const LIST = '/api-training/mp/feedback/list';
const OPERATOR_MOBILE = uniqueMobile();

async function uploadGif(t: TestApp, token: string): Promise<string> {
  const boundary = 'feedbackboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shot.gif"\r\nContent-Type: image/gif\r\n\r\n`),
    TINY_GIF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST', url: '/api-training/mp/training/action/upload?kind=image', payload, headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return (res.json() as { data: { path: string } }).data.path;
}

describe.each(ENGINES)('feedback on %s', (engine) => {
  const t = useTestApp(engine, { config: { operatorMobiles: new Set([OPERATOR_MOBILE]) } });
  const stored = () => t.app.ctx.db.selectFrom('feedback').selectAll().orderBy('id').execute();

  it('stores the content, contact and own pictures, and an operator reads them newest first', async () => {
    const me = await makeUser(t);
    const picture = await uploadGif(t, me.token);
    const first = await call<{ id: number; createdAt: string }>(t, 'POST', SUBMIT, { token: me.token, body: { content: '  The timer beeps too quietly  ', contact: 'me@example.com', images: [picture] } });
    expect(first).toMatchObject({ httpStatus: 200, status: 200, data: { id: expect.any(Number) as number } });
    const second = await call(t, 'POST', SUBMIT, { token: me.token, body: { content: '好用' } });
    expect(second.status).toBe(200);

    const operator = await makeUser(t, { mobile: OPERATOR_MOBILE });
    const inbox = await call<{ list: FeedbackItem[]; next: string | null; total: number | null }>(t, 'GET', LIST, { token: operator.token, query: { withTotal: 'true' } });
    expect(inbox.data.total).toBe(2);
    expect(inbox.data.list.map((f) => f.content)).toEqual(['好用', 'The timer beeps too quietly']);
    expect(inbox.data.list[1]).toMatchObject({ userId: me.id, contact: 'me@example.com' });
    expect(inbox.data.list[1]!.images[0]).toContain(picture);
    expect(inbox.data.list[0]).toMatchObject({ contact: null, images: [] });
  });

  it('pages the inbox by cursor', async () => {
    const me = await makeUser(t);
    for (let i = 0; i < 3; i++) await call(t, 'POST', SUBMIT, { token: me.token, body: { content: `note ${i}` } });
    const operator = await makeUser(t, { mobile: OPERATOR_MOBILE });
    const page1 = await call<{ list: FeedbackItem[]; next: string | null }>(t, 'GET', LIST, { token: operator.token, query: { size: '2' } });
    expect(page1.data.list.map((f) => f.content)).toEqual(['note 2', 'note 1']);
    const page2 = await call<{ list: FeedbackItem[]; next: string | null }>(t, 'GET', LIST, { token: operator.token, query: { size: '2', cursor: page1.data.next! } });
    expect(page2.data).toMatchObject({ list: [{ content: 'note 0' }], next: null });
  });

  it('keeps the inbox from everyone but operators: not found', async () => {
    const me = await makeUser(t);
    await call(t, 'POST', SUBMIT, { token: me.token, body: { content: 'private' } });
    expect(await call(t, 'GET', LIST, { token: me.token })).toMatchObject({ httpStatus: 404, msg: 'data not found', data: null });
    expect((await call(t, 'GET', LIST, {})).httpStatus).toBe(401);
  });

  it.each([
    [{ content: '' }, 'Invalid value for content'],
    [{ content: '   ' }, 'Invalid value for content'],
    [{ content: 'x'.repeat(141) }, 'Invalid value for content'],
    [{}, 'Invalid value for content'],
    [{ content: 'ok', contact: 'c'.repeat(101) }, 'Invalid value for contact'],
    [{ content: 'ok', images: Array.from({ length: 10 }, () => 'uploads/1/a.png') }, 'Invalid value for images'],
    [{ content: 'ok', images: ['https://evil.example/x.png'] }, 'Please upload the pictures first'],
  ])('refuses %j in both languages and stores nothing', async (body, msg) => {
    const me = await makeUser(t);
    expect(await call(t, 'POST', SUBMIT, { token: me.token, body })).toMatchObject({ httpStatus: 400, msg, data: null });
    const zh = await call(t, 'POST', SUBMIT, { token: me.token, body, lang: 'zh-Hans' });
    expect(zh.httpStatus).toBe(400);
    expect(zh.msg).not.toBe(msg);
    expect(await stored()).toEqual([]);
  });

  it('takes 140 characters, counting a Chinese character as one', async () => {
    const me = await makeUser(t);
    expect((await call(t, 'POST', SUBMIT, { token: me.token, body: { content: '练'.repeat(140) } })).status).toBe(200);
  });

  it('refuses another person’s picture', async () => {
    const [me, other] = [await makeUser(t), await makeUser(t)];
    const theirs = await uploadGif(t, other.token);
    expect(await call(t, 'POST', SUBMIT, { token: me.token, body: { content: 'look', images: [theirs] } })).toMatchObject({ httpStatus: 400, msg: 'Please upload the pictures first' });
    expect(await stored()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t, 'POST', SUBMIT, { body: { content: 'hi' } })).httpStatus).toBe(401);
  });
});
