import type { UserDto } from '@repwise/contracts';
import { Dialog, List } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLayout } from '../../kit/page-layout.tsx';
import { checkForUpdate, clearCache, formatBytes } from '../../features/user-center/clear-cache.ts';
import { LanguageSheet } from '../../features/user-center/language-sheet.tsx';
import { TimeZoneField } from '../../features/user/time-zone-field.tsx';
import { useUpdateInfo } from '../../features/user/queries.ts';
import { WithUser } from '../../features/user/with-user.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { ActionMenu } from '../../kit/action-menu.tsx';
import { APP_VERSION, APP_VERSION_CODE } from '../../base/constants.ts';
import { dialogName } from '../../kit/dialog-name.ts';
import { showErrorToast, showToast } from '../../kit/notify.ts';

const UNITS = ['kg', 'lbs'] as const;

function Settings({ user }: { user: UserDto }) {
  const { t, language } = useI18n();
  const { formatMeasure } = useFormat();
  const queryClient = useQueryClient();
  const updateInfo = useUpdateInfo();
  const [languageOpen, setLanguageOpen] = useState(false);
  const [unitsOpen, setUnitsOpen] = useState(false);
  const units = user.units ?? 'kg';

  const chooseUnits = async (next: (typeof UNITS)[number]) => {
    try {
      await updateInfo.mutateAsync({ units: next });
      showToast(t('common.saved'), 'success');
    } catch (error) {
      showErrorToast(error, t('errors.saveFailed'));
    }
  };

  const onClearCache = async () => {
    const freed = await clearCache(queryClient);
    await Dialog.alert({ ...dialogName(t('settings.cacheCleared')), content: t('settings.cacheFreed', { size: formatBytes(freed, formatMeasure) }), confirmText: t('common.confirm') });
  };

  const onCheckUpdate = async () => {
    // Undefined where the browser has no service workers at all.
    const found = await checkForUpdate(navigator.serviceWorker as ServiceWorkerContainer | undefined);
    if (found === 'ready') showToast(t('settings.updateReady'));
    else if (found === 'latest') showToast(t('settings.upToDate', { version: APP_VERSION, build: APP_VERSION_CODE }));
    else await Dialog.alert({ ...dialogName(t('settings.checkUpdate')), content: t(found === 'failed' ? 'settings.updateCheckFailed' : 'settings.updateCheckUnavailable'), confirmText: t('common.confirm') });
  };

  return (
    <>
      <List mode="card">
        <List.Item extra={t(`languages.${language}`)} onClick={() => setLanguageOpen(true)}>
          {t('my.language')}
        </List.Item>
        <List.Item extra={t(`settings.units.${units}`)} onClick={() => setUnitsOpen(true)}>
          {t('settings.unitsLabel')}
        </List.Item>
        <List.Item>
          <TimeZoneField user={user} />
        </List.Item>
        <List.Item onClick={() => void onClearCache()}>{t('settings.clearCache')}</List.Item>
        <List.Item extra={`${APP_VERSION} (${APP_VERSION_CODE})`} onClick={() => void onCheckUpdate()}>
          {t('settings.checkUpdate')}
        </List.Item>
      </List>
      <LanguageSheet visible={languageOpen} onClose={() => setLanguageOpen(false)} />
      <ActionMenu
        menu={
          unitsOpen
            ? { title: t('settings.unitsLabel'), actions: UNITS.map((u) => ({ key: u, text: t(`settings.units.${u}`), current: u === units, onClick: () => void chooseUnits(u) })) }
            : null
        }
        onClose={() => setUnitsOpen(false)}
      />
    </>
  );
}

/** General settings (spec §2 `common`): language, units, time zone, clearing the cache, checking for an update. */
export function CommonPage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('settings.title')}>
      <WithUser>{(user) => <Settings user={user} />}</WithUser>
    </PageLayout>
  );
}
