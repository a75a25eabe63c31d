import { expect, test, type Browser, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { createCoach, createTrainee, fillBaseInfo, loginWithSms, pickOnWheel, shot, signInWithToken, tapExpectingToast, uniqueMobile } from './support.ts';

/** A QR code as a photo of it would be: a PNG the scan screens' photo button takes. */
async function qrPhoto(text: string) {
  return { name: 'code.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(text, { width: 360, margin: 3 }) };
}

/** The app's address of a QR code's URL, on the server under test (the URL's host may be another name of it). */
function onThisServer(url: string): string {
  return `/${new URL(url).hash}`;
}

async function signedIn(browser: Browser, token: string, language: 'en' | 'zh-Hans'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithToken(page, token, language);
  return page;
}

async function apiQrUrl(page: Page, token: string): Promise<string> {
  const response = await page.request.get('/api-training/mp/training/user/getQrcode', { headers: { token } });
  const body = (await response.json()) as { data: { url: string } };
  return body.data.url;
}

test('teams in English: create and share, join by code and by the QR code logged out, add by scanning, tag, hand over, quit, disband', { tag: '@teams' }, async ({ page, request, browser }) => {
  // A long journey across four phones, every screen checked by axe and for tap targets.
  test.setTimeout(480_000);
  const lin = await createCoach(request, 'Coach Lin');
  const zhao = await createCoach(request, 'Coach Zhao');
  const mei = await createTrainee(request, 'Xiao Mei');
  const tao = await createTrainee(request, 'Tao');

  // The coach creates a team from the home: name, type and a tag are required (spec §5).
  await signInWithToken(page, lin.token, 'en');
  await expect(page).toHaveURL(/CoachClient\/index$/);
  await expect(page.getByRole('navigation', { name: 'Teams' })).toBeVisible();
  await shot(page, 'team-01-coach-home');
  await page.getByRole('link', { name: 'New team' }).click();
  await expect(page).toHaveURL(/createGroup\/createGroup$/);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByText("Enter the team's name")).toBeVisible();
  await expect(page.getByText("Choose the team's type")).toBeVisible();
  await expect(page.getByText('Add at least one tag')).toBeVisible();
  await page.getByLabel('Team name').fill('Morning Strength');
  await pickOnWheel(page, page.getByRole('button', { name: /^Team type/ }), 'Gym');
  await page.getByRole('textbox', { name: 'Tags' }).fill('Beginner');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('textbox', { name: 'Tags' }).fill('Evening');
  await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Remove tag Evening' })).toBeVisible();
  await shot(page, 'team-02-create');
  await page.getByRole('button', { name: 'Create team' }).click();

  // Its code and QR code.
  await expect(page).toHaveURL(/createGroup\/teamCodeShare\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Morning Strength' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to join Morning Strength' })).toBeVisible();
  const code = ((await page.locator('.team-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  const qrUrl = ((await page.locator('.team-link').textContent()) ?? '').trim();
  expect(qrUrl).toContain(`/#/pages/scanQr/scanTeamQr?squadId=`);
  expect(qrUrl).toContain(`code=${code}`);
  await expect(page.getByRole('button', { name: 'Save QR code as image' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save QR code as image' }).click();
  expect((await download).suggestedFilename()).toBe(`Morning Strength-${code}.png`);
  await shot(page, 'team-03-code-share');

  // A trainee: a foreign QR code is refused; then they join by typing the code, after seeing the team.
  const meiPage = await signedIn(browser, mei.token, 'en');
  await meiPage.getByRole('link', { name: 'Join a team' }).click();
  await expect(meiPage).toHaveURL(/scanQr\/scanTeamQr$/);
  await expect(meiPage.getByText(/No camera is available here|The camera is not allowed/)).toBeVisible();
  await meiPage.locator('input[type="file"]').setInputFiles(await qrPhoto('https://example.com/some/page'));
  await expect(meiPage.getByRole('alert')).toHaveText('This QR code is not a Repwise code.');
  await shot(meiPage, 'team-04-scan-foreign');
  await meiPage.getByLabel('Team code').fill(code.toLowerCase());
  await meiPage.getByRole('button', { name: 'Next' }).click();
  await expect(meiPage.getByRole('heading', { level: 1, name: 'Morning Strength' })).toBeVisible();
  // The coach's nickname already says Coach: the title is not added again.
  await expect(meiPage.getByText(/Gym · Coach Lin · 0 members/)).toBeVisible();
  await shot(meiPage, 'team-05-join-preview');
  await tapExpectingToast(meiPage, meiPage.getByRole('button', { name: 'Join team' }), 'You joined Morning Strength');
  await expect(meiPage).toHaveURL(/userGroupList\/userSquadList$/);
  await expect(meiPage.getByRole('button', { name: /Morning Strength/ })).toBeVisible();
  await shot(meiPage, 'team-06-trainee-teams');

  // Another opens the QR code's URL on a fresh phone: login, onboarding, then back to the join screen.
  const fresh = await browser.newContext();
  const guest = await fresh.newPage();
  await guest.goto(onThisServer(qrUrl));
  await expect(guest).toHaveURL(/loginByMobileCode\?returnTo=%2Fpages%2FscanQr%2FscanTeamQr/);
  await guest.getByRole('dialog', { name: 'User agreement and privacy' }).getByRole('button', { name: 'Agree and continue' }).click();
  await loginWithSms(guest, request, uniqueMobile());
  await expect(guest).toHaveURL(/settingPassword$/);
  await guest.getByRole('button', { name: 'Skip' }).click();
  await guest.getByRole('radio', { name: /I am a trainee/ }).click();
  await guest.getByRole('button', { name: 'Continue' }).click();
  await fillBaseInfo(guest, 'Lan');
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(guest).toHaveURL(/settingCoachCode$/);
  await guest.getByRole('button', { name: 'Skip' }).click();
  await expect(guest).toHaveURL(/scanQr\/scanTeamQr\?squadId=\d+&code=/);
  await expect(guest.getByRole('heading', { level: 1, name: 'Morning Strength' })).toBeVisible();
  await tapExpectingToast(guest, guest.getByRole('button', { name: 'Join team' }), 'You joined Morning Strength');
  await expect(guest.getByRole('button', { name: /Morning Strength/ })).toBeVisible();

  // The coach adds a third trainee by scanning (a photo of) their own QR code.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'Add trainee' }).click();
  await expect(page).toHaveURL(/scanQr\/scanStudentQr$/);
  await page.locator('input[type="file"]').setInputFiles(await qrPhoto(qrUrl));
  await expect(page.getByRole('alert')).toHaveText("This is not a trainee's code. Ask the trainee to open My → My QR code.");
  await shot(page, 'team-07-scan-student');
  await page.locator('input[type="file"]').setInputFiles(await qrPhoto(await apiQrUrl(page, tao.token)));
  await expect(page).toHaveURL(/scanStudentQr\?memberCode=/);
  await page.getByRole('radio', { name: /Morning Strength/ }).click();
  await shot(page, 'team-08-add-student');
  await tapExpectingToast(page, page.getByRole('button', { name: 'Add to team' }), 'Tao was added');

  // The members: search, tag one, filter by the tag.
  await expect(page).toHaveURL(/TeamMember\/TeamMember\?id=\d+$/);
  await expect(page.getByText('3 members', { exact: true })).toBeVisible();
  await shot(page, 'team-09-members');
  await page.getByRole('button', { name: 'Select' }).click();
  await page.locator('label.member-row', { hasText: 'Xiao Mei' }).click();
  await expect(page.getByRole('checkbox', { name: /Xiao Mei/ })).toBeChecked();
  await page.getByRole('button', { name: 'Tag (1)' }).click();
  const sheet = page.getByRole('dialog', { name: 'Tag 1 member' });
  await expect(sheet).toBeVisible();
  await shot(page, 'team-10-tag-sheet');
  await tapExpectingToast(page, sheet.getByRole('button', { name: 'Evening' }), 'Tagged 1 member Evening');
  const tagFilter = page.getByRole('group', { name: 'Filter by tag' });
  await tagFilter.getByRole('button', { name: 'Evening' }).click();
  await expect(tagFilter.getByRole('button', { name: 'Evening' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Xiao Mei/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Tao/ })).toHaveCount(0);
  await shot(page, 'team-11-filtered');
  await tagFilter.getByRole('button', { name: 'All' }).click();
  await page.getByPlaceholder('Search by name or remark').fill('Tao');
  await expect(page.getByRole('button', { name: /Xiao Mei/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Tao/ }).click();

  // One member: info and edit.
  await expect(page).toHaveURL(/teamMemberInfo\/teamMemberInfo\?id=\d+&userId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tao' })).toBeVisible();
  await shot(page, 'team-12-member-info');
  await page.getByRole('button', { name: 'Edit member' }).click();
  await page.getByLabel('Remark name').fill('Tao (front squat)');
  await pickOnWheel(page, page.getByRole('button', { name: /^Member type/ }), 'Trial');
  await page.getByRole('button', { name: 'Add tag Beginner' }).click();
  await shot(page, 'team-13-member-edit');
  await tapExpectingToast(page, page.getByRole('button', { name: 'Save' }), 'Saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Tao (front squat)' })).toBeVisible();
  await expect(page.getByText('Trial').first()).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();

  // Another coach joins by their invitation code; management goes to them.
  await page.getByRole('button', { name: 'Manage', exact: true }).click();
  await page.getByRole('button', { name: 'Invite a coach' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a coach' });
  await invite.getByLabel("Coach's invitation code").fill(zhao.myInviteCode ?? '');
  await shot(page, 'team-14-invite-coach');
  await tapExpectingToast(page, invite.getByRole('button', { name: 'Invite' }), 'Coach added to the team');
  await expect(page.getByText(/Coaches: Coach Lin \(Manager\), Coach Zhao/)).toBeVisible();
  await page.getByRole('button', { name: 'Manage', exact: true }).click();
  await page.getByRole('button', { name: 'Hand over management' }).click();
  await expect(page).toHaveURL(/moveManageRight\?id=\d+$/);
  await page.getByRole('radio', { name: 'Coach Zhao' }).click();
  await shot(page, 'team-15-transfer');
  await page.getByRole('button', { name: 'Hand over' }).click();
  const confirmTransfer = page.getByRole('dialog', { name: 'Hand over management' });
  await expect(confirmTransfer).toContainText('Make Coach Zhao the managing coach of Morning Strength?');
  await tapExpectingToast(page, confirmTransfer.getByRole('button', { name: 'Hand over' }), 'Coach Zhao now manages the team');
  await expect(page.getByText(/Coaches: .*Coach Zhao \(Manager\)/)).toBeVisible();
  await expect(page.getByText(/Coach Lin \(Manager\)/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Manage', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Disband team' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A trainee quits.
  await meiPage.getByRole('button', { name: /Morning Strength/ }).click();
  await meiPage.getByRole('button', { name: 'Quit team' }).click();
  const quit = meiPage.getByRole('dialog', { name: 'Quit team' });
  await expect(quit).toContainText('Leave Morning Strength?');
  await shot(meiPage, 'team-16-quit');
  await tapExpectingToast(meiPage, quit.getByRole('button', { name: 'Quit team' }), 'You left Morning Strength');
  await expect(meiPage.getByText('Join a team with the code or QR code your coach gave you.')).toBeVisible();

  // The new manager disbands the team, typing its name; the members see it is gone.
  const zhaoPage = await signedIn(browser, zhao.token, 'en');
  await zhaoPage.getByRole('link', { name: 'My teams' }).click();
  await zhaoPage.getByRole('button', { name: /Morning Strength/ }).click();
  await expect(zhaoPage).toHaveURL(/TeamMember\/TeamMember\?id=\d+$/);
  await zhaoPage.getByRole('button', { name: 'Manage', exact: true }).click();
  await zhaoPage.getByRole('button', { name: 'Disband team' }).click();
  const disband = zhaoPage.getByRole('dialog', { name: 'Disband team' });
  await expect(disband.getByRole('button', { name: 'Disband' })).toBeDisabled();
  await disband.getByLabel("Type the team's name to confirm").fill('Morning');
  await expect(disband.getByRole('button', { name: 'Disband' })).toBeDisabled();
  await disband.getByLabel("Type the team's name to confirm").fill('Morning Strength');
  await shot(zhaoPage, 'team-17-disband');
  await tapExpectingToast(zhaoPage, disband.getByRole('button', { name: 'Disband' }), 'Morning Strength was disbanded');
  await expect(zhaoPage).toHaveURL(/coachSquadList$/);
  await expect(zhaoPage.getByText('Disbanded', { exact: true })).toBeVisible();

  await guest.reload();
  await expect(guest.getByRole('button', { name: /Morning Strength/ })).toContainText('Disbanded');
  await expect(guest.getByText('This team was disbanded by its coach. Your training history is kept.')).toBeVisible();
  await shot(guest, 'team-18-member-sees-disbanded');
  await fresh.close();
});

test('teams in Chinese: create, share, join by code, tag filter, disband; the member sees the team is gone', { tag: '@teams' }, async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  const coach = await createCoach(request, 'Coach Wu');
  const trainee = await createTrainee(request, 'Xiao Li');

  await signInWithToken(page, coach.token, 'zh-Hans');
  await page.getByRole('link', { name: '创建团队' }).click();
  await page.getByLabel('团队名称').fill('晨练力量班');
  await page.getByRole('button', { name: /^团队类型/ }).click();
  const wheel = page.locator('.adm-picker').last();
  await wheel.getByText('健身房', { exact: true }).dispatchEvent('click');
  await expect(wheel.locator('.adm-picker-view-column-item-active')).toHaveText('健身房');
  await wheel.getByText('确定', { exact: true }).click();
  await expect(wheel).toBeHidden();
  await page.getByRole('textbox', { name: '标签' }).fill('新手');
  await page.getByRole('button', { name: '添加', exact: true }).click();
  await shot(page, 'team-zh-01-create');
  await page.getByRole('button', { name: '创建团队' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '晨练力量班' })).toBeVisible();
  await expect(page.getByRole('img', { name: '加入晨练力量班的二维码' })).toBeVisible();
  const code = ((await page.locator('.team-code').textContent()) ?? '').trim();
  await shot(page, 'team-zh-02-code-share');

  const traineePage = await signedIn(browser, trainee.token, 'zh-Hans');
  await traineePage.getByRole('link', { name: '我的团队' }).click();
  await expect(traineePage.getByText('用教练给你的团队码或二维码加入团队。')).toBeVisible();
  await traineePage.getByLabel('团队码').fill(code);
  await traineePage.getByRole('button', { name: '下一步' }).click();
  await expect(traineePage.getByText('邀请你加入')).toBeVisible();
  await shot(traineePage, 'team-zh-03-join-preview');
  await tapExpectingToast(traineePage, traineePage.getByRole('button', { name: '加入团队' }), '你已加入“晨练力量班”');
  await expect(traineePage.getByRole('button', { name: /晨练力量班/ })).toContainText('1 名成员');
  await shot(traineePage, 'team-zh-04-my-teams');

  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('link', { name: '我的团队' }).click();
  await shot(page, 'team-zh-05-coach-teams');
  await page.getByRole('button', { name: /晨练力量班/ }).click();
  await expect(page).toHaveURL(/TeamMember\/TeamMember\?id=\d+$/);
  await page.getByRole('group', { name: '按标签筛选' }).getByRole('button', { name: '新手' }).click();
  await expect(page.getByText('没有匹配的成员，换个名字或标签试试。')).toBeVisible();
  await page.getByRole('group', { name: '按标签筛选' }).getByRole('button', { name: '全部' }).click();
  await expect(page.getByRole('button', { name: /Xiao Li/ })).toBeVisible();
  await shot(page, 'team-zh-06-members');
  await page.getByRole('button', { name: '管理', exact: true }).click();
  await page.getByRole('button', { name: '解散团队' }).click();
  const disband = page.getByRole('dialog', { name: '解散团队' });
  await disband.getByLabel('输入团队名称以确认').fill('晨练力量班');
  await shot(page, 'team-zh-07-disband');
  await tapExpectingToast(page, disband.getByRole('button', { name: '解散' }), '“晨练力量班”已解散');
  await expect(page.getByText('已解散', { exact: true })).toBeVisible();

  await traineePage.reload();
  await expect(traineePage.getByRole('button', { name: /晨练力量班/ })).toContainText('已解散');
  await expect(traineePage.getByText('该团队已被教练解散，你的训练记录仍然保留。')).toBeVisible();
  await shot(traineePage, 'team-zh-08-disbanded');

  // The trainee's own QR code, and the coach's, in Chinese.
  await traineePage.goto('/#/pages/scanQr/myQrCode/myCoachQrCode');
  await expect(traineePage.getByRole('heading', { level: 1, name: '我的学员码' })).toBeVisible();
  await expect(traineePage.getByRole('img', { name: '我的学员码' })).toBeVisible();
  await shot(traineePage, 'team-zh-09-my-qr');
});
