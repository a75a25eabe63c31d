import type { UserDto } from '@repwise/contracts';
import { displayName } from '@repwise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button } from 'antd-mobile';
import { Suspense, lazy } from 'react';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { HomeHero } from '../../features/home/home-hero.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { SearchButton } from '../../features/search/search-button.tsx';
import { TeamsCard } from '../../features/home/teams-card.tsx';
import { TemplatesCard } from '../../features/home/templates-card.tsx';
import { CoverArt } from '../../features/templates/cover-art.tsx';
import { useMySquads } from '../../features/teams/queries.ts';
import { WithUser } from '../../features/user/with-user.tsx';
import { useI18n } from '../../i18n/index.ts';
import { PATHS } from '../../kit/paths.ts';
import { refetchShown } from '../../kit/pull-refresh.ts';
import { Refreshable } from '../../kit/refreshable.tsx';
import './user-client.css';

// Its own chunk: this page is in the login route's budget, which the training code would break.
const TrainingHomeCard = lazy(() => import('../../features/training/training-home-card.tsx').then((m) => ({ default: m.TrainingHomeCard })));

function CoachCard({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const squads = useMySquads();
  const inATeam = (squads.data?.list ?? []).some((s) => s.role === 'member' && s.disbandedAt === null);

  if (user.coach) {
    return (
      <section className="home-card coach-card" aria-labelledby="coach-title">
        <h2 id="coach-title" className="home-card-label">
          {t('home.yourCoach')}
        </h2>
        <div className="coach-card-row">
          <Avatar src="" className="coach-card-avatar" />
          <span className="coach-card-name">{displayName(user.coach.nickName, t('app.name'))}</span>
        </div>
      </section>
    );
  }

  // A member of a team has its coaches (My teams); the invitation code is then only a way to add one.
  if (!squads.isSuccess || inATeam) return null;
  return (
    <section className="home-card coach-card" aria-labelledby="coach-title">
      <h2 id="coach-title" className="coach-card-empty-title">
        {t('home.noCoachTitle')}
      </h2>
      <p className="home-card-hint">{t('home.noCoachHint')}</p>
      <Button className="coach-card-button" block color="primary" shape="rounded" onClick={() => void navigate(PATHS.settingCoachCode)}>
        {t('home.enterCode')}
      </Button>
    </section>
  );
}

function TraineeHome({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  // Everything the home shows is read again: the person, today's sessions, teams, the bell's badge.
  return (
    <Refreshable onRefresh={(signal) => refetchShown(queryClient, signal)}>
      <div className="home-pull">
        <HomeHero user={user} subtitle={t('home.traineeSubtitle')} />
        <Suspense fallback={null}>
          <TrainingHomeCard />
        </Suspense>
        <CoachCard user={user} />
        <TeamsCard coach={false} />
        <TemplatesCard art={<CoverArt kind="cover-3" />} hint={t('templates.homeCardTraineeHint')} />
      </div>
    </Refreshable>
  );
}

/** The trainee home: greeting, training (today, to resume, alone), and their coach or a way to join one. */
export function UserClientPage() {
  const { t } = useI18n();
  return (
    <PageLayout
      title={t('app.name')}
      back={false}
      right={
        <span className="home-bar-actions">
          <SearchButton />
          <NotificationBell />
        </span>
      }
    >
      <WithUser>{(user) => <TraineeHome user={user} />}</WithUser>
    </PageLayout>
  );
}
