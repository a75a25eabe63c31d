import { Dialog, List } from 'antd-mobile';
import {
  AppstoreOutline, ChatAddOutline, ContentOutline, CompassOutline, FileOutline, FolderOutline, GlobalOutline, HistogramOutline, InformationCircleOutline, LockOutline, SetOutline, StarOutline, SystemQRcodeOutline, TeamOutline, UserAddOutline, UserContactOutline,
} from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { LanguageSheet } from '../../features/user-center/language-sheet.tsx';
import { ProfileCard } from '../../features/user-center/profile-card.tsx';
import { WithUser } from '../../features/user/with-user.tsx';
import '../../i18n/account/index.ts';
import '../../i18n/articles/index.ts';
import '../../i18n/capability-test/index.ts';
import '../../i18n/console/index.ts';
import '../../i18n/record-io/index.ts';
import { useI18n } from '../../i18n/index.ts';
import { PATHS } from '../../kit/paths.ts';
import { useUserInfo } from '../../session/current-user.ts';
import { useSession } from '../../session/session-store.ts';
import { logout } from '../../session/logout.ts';
import './user-center.css';
import { dialogName } from '../../kit/dialog-name.ts';

/** My: profile summary, language, privacy, about and log out. */
export function UserCenterPage() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [languageOpen, setLanguageOpen] = useState(false);
  const coach = useSession().isCoach === 1;
  const operator = useUserInfo().data?.isOperator === true;

  const confirmLogout = () =>
    Dialog.confirm({
      ...dialogName(t('my.logout')),
      content: t('my.logoutConfirm'),
      confirmText: t('my.logout'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        await logout();
        void navigate(PATHS.loginByMobileCode, { replace: true });
      },
    });

  return (
    <PageLayout title={t('my.title')} back={false}>
      <WithUser>{(user) => <ProfileCard user={user} />}</WithUser>
      {/* Only the people who run this installation see the way to its console. */}
      {operator && (
        <List mode="card" className="user-center-list">
          <List.Item prefix={<ContentOutline />} onClick={() => void navigate(PATHS.consoleIndex)}>
            {t('console.entry')}
          </List.Item>
          <List.Item prefix={<SetOutline />} onClick={() => void navigate(PATHS.capabilityTest)}>
            {t('capabilityTest.title')}
          </List.Item>
        </List>
      )}
      <List mode="card" className="user-center-list">
        <List.Item prefix={<TeamOutline />} onClick={() => void navigate(coach ? PATHS.coachSquadList : PATHS.userSquadList)}>
          {t('teams.home.myTeams')}
        </List.Item>
        <List.Item prefix={<AppstoreOutline />} onClick={() => void navigate(PATHS.userGroupList)}>
          {t('teams.groups.title')}
        </List.Item>
        <List.Item prefix={<CompassOutline />} onClick={() => void navigate(PATHS.webArticle)}>
          {t('articles.entry')}
        </List.Item>
        <List.Item prefix={<StarOutline />} onClick={() => void navigate(PATHS.vipInfo)}>
          {t('account.vip.entry')}
        </List.Item>
        <List.Item prefix={<SystemQRcodeOutline />} onClick={() => void navigate(PATHS.myCoachQrCode)}>
          {t('teams.home.myQr')}
        </List.Item>
        {!coach && (
          <List.Item prefix={<UserAddOutline />} onClick={() => void navigate(PATHS.settingCoachCode)}>
            {t('coachCode.laterTitle')}
          </List.Item>
        )}
      </List>
      <List mode="card" className="user-center-list">
        <List.Item prefix={<UserContactOutline />} onClick={() => void navigate(PATHS.userData)}>
          {t('my.profile')}
        </List.Item>
        <List.Item prefix={<FileOutline />} onClick={() => void navigate(PATHS.bodyDataInfo)}>
          {t('my.bodyData')}
        </List.Item>
        {/* Coaches never train in the app (spec §6): their Max weight could never fill, so it is a trainee's entry. */}
        {!coach && (
          <List.Item prefix={<HistogramOutline />} onClick={() => void navigate(PATHS.maxWeight)}>
            {t('account.maxWeight.entry')}
          </List.Item>
        )}
        {!coach && (
          <List.Item prefix={<FolderOutline />} onClick={() => void navigate(PATHS.trainingData)}>
            {t('recordIo.entry')}
          </List.Item>
        )}
        <List.Item prefix={<GlobalOutline />} extra={t(`languages.${language}`)} onClick={() => setLanguageOpen(true)}>
          {t('my.language')}
        </List.Item>
        <List.Item prefix={<SetOutline />} onClick={() => void navigate(PATHS.common)}>
          {t('my.common')}
        </List.Item>
        <List.Item prefix={<LockOutline />} onClick={() => void navigate(PATHS.privacy)}>
          {t('my.privacy')}
        </List.Item>
        <List.Item prefix={<ChatAddOutline />} onClick={() => void navigate(PATHS.feedback)}>
          {t('my.feedback')}
        </List.Item>
        <List.Item prefix={<InformationCircleOutline />} onClick={() => void navigate(PATHS.about)}>
          {t('my.about')}
        </List.Item>
      </List>
      <List mode="card" className="user-center-list">
        <List.Item className="user-center-logout" arrowIcon={false} onClick={() => void confirmLogout()}>
          {t('my.logout')}
        </List.Item>
        <List.Item className="user-center-unsubscribe" onClick={() => void navigate(PATHS.unsubscribe)}>
          {t('my.unsubscribe')}
        </List.Item>
      </List>
      <LanguageSheet visible={languageOpen} onClose={() => setLanguageOpen(false)} />
    </PageLayout>
  );
}
