import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createCoach, pickOnWheel, shot, signInWithToken, tapExpectingToast } from './support.ts';

/** A real 1×1 GIF (one orange pixel), small enough to write out byte by byte. */
const TINY_GIF = Buffer.concat([
  Buffer.from('GIF89a', 'ascii'),
  Buffer.from([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00]),
  Buffer.from([0xff, 0x6a, 0x00, 0xff, 0xff, 0xff]),
  Buffer.from([0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
]);

function mediaFiles() {
  const dir = mkdtempSync(path.join(tmpdir(), 'repwise-e2e-'));
  const gif = path.join(dir, 'landmine-press.gif');
  writeFileSync(gif, TINY_GIF);
  const mov = path.join(dir, 'clip.mov');
  writeFileSync(mov, Buffer.from('\x00\x00\x00\x14ftypqt  \x00\x00\x00\x00qt  ', 'binary'));
  // A sparse file: 11 MB on paper, next to nothing on disk.
  const big = path.join(dir, 'long-clip.mp4');
  writeFileSync(big, '');
  truncateSync(big, 11 * 1024 * 1024);
  return { gif, mov, big };
}

/** Picks a value on the antd-mobile picker wheel opened from a labelled row. */
async function pickFromRow(page: Page, label: string, value: string): Promise<void> {
  await pickOnWheel(page, page.getByRole('button', { name: label }), value);
}

async function pickMuscles(page: Page, label: string, muscles: string[]): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  const sheet = page.getByRole('dialog', { name: label });
  for (const muscle of muscles) await sheet.getByRole('option', { name: muscle, exact: true }).click();
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
}

test('a coach creates an exercise with a GIF, finds it in Mine, and its share page opens without an account', { tag: '@exercises' }, async ({ page, request, browser }) => {
  const files = mediaFiles();
  const coach = await createCoach(request, 'Coach Ada');
  const name = `Landmine Press ${Date.now() % 100000}`;
  await signInWithToken(page, coach.token);
  await page.getByText('Exercises', { exact: true }).click();
  await page.getByRole('tab', { name: 'Mine' }).click();
  await expect(page).toHaveURL(/ActionHome\?scope=mine$/);
  await expect(page.getByText('No result yet')).toBeVisible();
  await expect(page.getByText('Exercises you create will appear here, ready for your templates.')).toBeVisible();
  await shot(page, 'ex-c1-mine-empty');

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/Action\/createNewAction\/createNewAction$/);
  await expect(page.getByRole('heading', { name: 'New exercise' }).or(page.getByText('New exercise', { exact: true }))).toBeVisible();

  // Saving an empty form says what is missing, in the person's language.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a name in English or Chinese' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose the equipment' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one primary muscle' })).toBeVisible();
  await shot(page, 'ex-c2-form-errors', { fullPage: false });

  await page.getByLabel('English name').fill(name);
  await pickFromRow(page, 'Equipment', 'Barbell');
  await page.getByRole('option', { name: 'Full', exact: true }).click();
  await page.getByRole('switch', { name: 'Compound' }).click();
  await pickMuscles(page, 'Primary muscles', ['Front delts', 'Chest']);
  await pickMuscles(page, 'Secondary muscles', ['Triceps']);
  await page.getByRole('option', { name: 'Vertical push', exact: true }).click();
  await page.getByRole('option', { name: 'Shoulder health', exact: true }).click();
  await page.getByRole('textbox', { name: 'Key point 1 (English)' }).fill('Brace, then press the bar up and forward.');
  await page.getByRole('button', { name: 'Add a key point' }).click();
  await page.getByRole('textbox', { name: 'Key point 2 (English)' }).fill('Lower under control to the shoulder.');
  await page.getByRole('tab', { name: '简体中文' }).click();
  await page.getByRole('textbox', { name: 'Key point 1 (简体中文)' }).fill('收紧核心，向前上方推起杠铃。');

  // The video check happens before any upload: a .mov, then a file over 10 MB. The reason
  // shows under the field, not in a toast.
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/upload')) uploads.push(r.url());
  });
  const video = page.getByLabel(/Add a video/);
  await video.setInputFiles(files.mov);
  const videoProblem = page.getByRole('alert').filter({ hasText: 'Failed to select video' });
  await expect(videoProblem).toContainText('Only MP4 videos can be used.');
  await expect(video).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'ex-c3-video-wrong-type', { fullPage: false });
  await video.setInputFiles(files.big);
  await expect(videoProblem).toContainText('The file is larger than 10 MB.');
  await expect(page.getByRole('progressbar', { name: 'Video upload' })).toHaveCount(0);

  // Files named .mp4 and .gif whose content is something else are refused by their content,
  // the reason next to the field and brought into view from the top of the form.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(videoProblem).not.toBeInViewport();
  await video.setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('<html>not a video</html>') });
  await expect(videoProblem).toContainText('This file is not really an MP4 video: its content is something else.');
  await expect(videoProblem).toBeInViewport();
  const gifField = page.getByLabel(/Add a GIF/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await gifField.setInputFiles({ name: 'press.gif', mimeType: 'image/gif', buffer: Buffer.from('#!/bin/sh\necho not a picture\n') });
  const gifProblem = page.getByRole('alert').filter({ hasText: 'This file is not really a GIF picture: its content is something else.' });
  await expect(gifProblem).toBeInViewport();
  await expect(gifField).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'ex-c3b-gif-not-really', { fullPage: false });
  expect(uploads).toEqual([]);

  await page.getByLabel(/Add a GIF/).setInputFiles(files.gif);
  const progress = page.getByRole('progressbar', { name: 'GIF upload' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(progress.getByText('Upload complete')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Uploaded GIF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove the GIF' })).toBeVisible();
  await expect(gifProblem).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shot(page, 'ex-c4-form-filled', { fullPage: false });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/pages\/Action\/actionInfo\/actionInfo\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name })).toBeVisible();
  // The picture opens full screen (spec §9 image preview, zoom up to 4×) and closes.
  await page.getByRole('button', { name: `Enlarge the picture of ${name}` }).click();
  const viewer = page.locator('.adm-image-viewer-content');
  await expect(viewer.locator('img')).toHaveAttribute('src', /\/files\/uploads\/\d+\/.+\.gif/);
  await shot(page, 'ex-c5b-picture-full-screen', { fullPage: false });
  // antd-mobile's viewer sits in an aria-hidden mask (a visual zoom aid; the picture's alt text is on the page): found by its class.
  await page.locator('.image-preview-close').click();
  await expect(viewer).toBeHidden();
  await expect(page.locator('.detail-steps li').first()).toHaveText(/Brace, then press/);
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await shot(page, 'ex-c5-created-detail');

  // Back in Mine (the form was replaced by the detail), the new exercise shows its GIF.
  await page.goBack();
  await expect(page).toHaveURL(/ActionHome\?scope=mine$/);
  const row = page.getByRole('link', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /\/files\/uploads\/\d+\/.+\.gif/);
  await shot(page, 'ex-c6-mine-list');
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Editing: leaving with a change asks first.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('English name')).toHaveValue(name);
  await page.getByLabel('English name').fill(`${name} (edited)`);
  await page.getByRole('button', { name: 'Back' }).click();
  const leave = page.getByRole('dialog').filter({ hasText: 'Discard changes?' });
  await expect(leave).toBeVisible();
  await shot(page, 'ex-c7-leave-guard', { fullPage: false });
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('English name')).toHaveValue(`${name} (edited)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (edited)` })).toBeVisible();

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page).toHaveURL(/#\/pages\/Action\/actionInfo\/shareAction\?code=[\w-]+$/);
  const shareUrl = page.url();
  const code = new URL(shareUrl.replace('#/', '')).searchParams.get('code') ?? '';
  expect(code.length).toBeGreaterThanOrEqual(8);

  const stranger = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const guest = await stranger.newPage();
  await guest.goto(`/#/pages/Action/actionInfo/shareAction?code=${code}`);
  await expect(guest.getByRole('heading', { level: 1, name: `${name} (edited)` })).toBeVisible();
  expect(await guest.evaluate(() => localStorage.getItem('repwise.token'))).toBeNull();
  await expect(guest.getByRole('button', { name: 'Pin', exact: true })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await tapExpectingToast(guest, guest.getByRole('button', { name: 'Copy link' }), 'Link copied');
  expect(await guest.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/s/action/${code}$`));
  await shot(guest, 'ex-d1-share-guest', { fullPage: false });
  await guest.getByRole('button', { name: 'Open Repwise' }).click();
  await expect(guest).toHaveURL(/#\/pages\/login\/loginByMobileCode$/);
  await stranger.close();

  const chineseStranger = await browser.newContext({ locale: 'zh-CN' });
  const chineseGuest = await chineseStranger.newPage();
  await chineseGuest.goto(`/#/pages/Action/actionInfo/shareAction?code=${code}`);
  await expect(chineseGuest.getByRole('heading', { level: 1, name: `${name} (edited)` })).toBeVisible();
  await expect(chineseGuest.getByRole('heading', { name: '动作要点' })).toBeVisible();
  await expect(chineseGuest.getByRole('button', { name: '复制链接' })).toBeVisible();
  await expect(chineseGuest.getByRole('button', { name: '打开力练' })).toBeVisible();
  await shot(chineseGuest, 'ex-d2-share-guest-zh', { fullPage: false });
  await chineseStranger.close();

  // Deleting asks first, then the exercise leaves Mine.
  await page.goBack();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Delete this exercise?' });
  await expect(confirm).toBeVisible();
  await shot(page, 'ex-c8-delete-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/ActionHome\?scope=mine$/);
  await expect(page.getByText('No result yet')).toBeVisible();
});

/** Records a real two-second MP4 (VP9) from a canvas in the browser: no video file ships with the tests. */
async function recordMp4(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/mp4;codecs=vp9' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = '#ff6a00';
      context.fillRect(20 + ((frame += 1) * 4) % 260, 60, 40, 60);
    }, 33);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

test('an uploaded video plays on the exercise; its controls hide after 3 s and a tap brings them back', { tag: '@exercises' }, async ({ page, request }) => {
  const coach = await createCoach(request, 'Coach Vic');
  await signInWithToken(page, coach.token);
  await expect(page).toHaveURL(/CoachClient\/index$/);
  await page.goto('/#/pages/Action/createNewAction/createNewAction');
  await page.getByLabel('English name').fill('Goblet Squat Demo');
  await pickFromRow(page, 'Equipment', 'Kettlebell');
  await pickMuscles(page, 'Primary muscles', ['Quads', 'Glutes']);

  const video = await recordMp4(page);
  expect(video.subarray(4, 8).toString('ascii')).toBe('ftyp');
  await page.getByLabel(/Add a video/).setInputFiles({ name: 'goblet-squat.mp4', mimeType: 'video/mp4', buffer: video });
  await expect(page.getByRole('progressbar', { name: 'Video upload' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByLabel('Uploaded video')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Goblet Squat Demo' })).toBeVisible();
  const player = page.locator('.action-video');
  await expect(player).toHaveAttribute('data-controls', 'shown');
  await expect(page.getByRole('img', { name: /Primary: Quads and Glutes/ })).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).click();
  const started = Date.now();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await shot(page, 'ex-f1-video-playing', { fullPage: false });
  await expect(player).toHaveAttribute('data-controls', 'hidden', { timeout: 8000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
  await shot(page, 'ex-f2-video-quiet', { fullPage: false });

  await player.locator('video').click({ position: { x: 40, y: 40 } });
  await expect(player).toHaveAttribute('data-controls', 'shown');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
});
