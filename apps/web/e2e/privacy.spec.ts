import { expect, test } from '@playwright/test';
import { apiCall, apiGetInfo, createCoach, createTrainee, shot, signInWithToken } from './support.ts';

/**
 * Privacy settings that do something (issue 27 §6): a trainee keeps their body data from their
 * coaches, and their coach's member statistics then say so instead of showing them; the page
 * also leads to a copy of one's data and to leaving.
 */

const TEXT = {
  en: { hide: 'Keep my body data from my coaches', saved: 'Saved', download: 'Download my data', withdraw: 'Withdraw consent and delete my account', hidden: (name: string) => `${name} keeps their body data private.`, exportTitle: 'Import and export', unsubscribe: /Deactivate|deactivat/i },
  'zh-Hans': { hide: '不向教练展示我的身体数据', saved: '已保存', download: '下载我的数据', withdraw: '撤回同意并注销账号', hidden: (name: string) => `${name}选择不向教练展示身体数据。`, exportTitle: '导入与导出', unsubscribe: /注销/ },
} as const;

for (const language of ['en', 'zh-Hans'] as const) {
  test(`a trainee keeps their body data from their coach in ${language}`, { tag: '@account' }, async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const s = TEXT[language];
    const coach = await createCoach(request, 'Coach Qin');
    const name = `Mei ${language}`;
    const trainee = await createTrainee(request, name);
    const { id: traineeId } = await apiGetInfo(request, trainee.token);
    const team = await apiCall<{ id: number; code: string }>(request, 'POST', '/api-training/mp/squad/create', coach.token, { body: { name: `Delta ${language}`, type: '3', tags: ['Strength'] } });
    await apiCall(request, 'POST', '/api-training/mp/squad/join', trainee.token, { body: { code: team.code } });
    await apiCall(request, 'POST', '/api-training/mp/training/user/bodyData/record', trainee.token, { body: { weight: 61.5, waist: 70 } });

    // The trainee turns the setting on; it holds after a reload.
    await signInWithToken(page, trainee.token, language);
    await page.goto('/#/pages/userCenter/userInfo/yinsi');
    const hide = page.getByRole('switch', { name: s.hide });
    await expect(hide).not.toBeChecked();
    await expect(page.getByText(s.download)).toBeVisible();
    await expect(page.getByText(s.withdraw)).toBeVisible();
    await hide.click();
    await expect(page.getByText(s.saved, { exact: true })).toBeVisible();
    await expect(hide).toBeChecked();
    await shot(page, `privacy-${language}-1-hidden`);
    await page.reload();
    await expect(page.getByRole('switch', { name: s.hide })).toBeChecked();
    await page.getByText(s.download).click();
    await expect(page.getByRole('banner')).toContainText(s.exportTitle);

    // The coach's member statistics show no body data and say why.
    const coachContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const coachPage = await coachContext.newPage();
    await signInWithToken(coachPage, coach.token, language);
    await coachPage.goto(`/#/pages/TeamManage/teamMemberInfo/memberStatistics?userId=${traineeId}`);
    await expect(coachPage.getByText(s.hidden(name))).toBeVisible();
    await expect(coachPage.getByText('61.5')).toHaveCount(0);
    await shot(coachPage, `privacy-${language}-2-coach-sees-none`);
    await coachContext.close();
  });
}
