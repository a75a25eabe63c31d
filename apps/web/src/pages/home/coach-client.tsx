import type { UserDto } from '@repwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { PageLayout } from '../../kit/page-layout.tsx';
import { HomeHero } from '../../features/home/home-hero.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { SearchButton } from '../../features/search/search-button.tsx';
import { PlansCard } from '../../features/home/plans-card.tsx';
import { TeamsCard } from '../../features/home/teams-card.tsx';
import { TemplatesCard } from '../../features/home/templates-card.tsx';
import { CoverArt } from '../../features/templates/cover-art.tsx';
import { WithUser } from '../../features/user/with-user.tsx';
import { useI18n } from '../../i18n/index.ts';
import { showToast } from '../../kit/notify.ts';
import { refetchShown } from '../../kit/pull-refresh.ts';
import { Refreshable } from '../../kit/refreshable.tsx';
import './coach-client.css';

function InviteCard({ code }: { code: string | null }) {
  const { t } = useI18n();

  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      showToast(t('home.copied'), 'success');
    } catch {
      showToast(t('home.copyFailed'));
    }
  };

  return (
    <section className="home-card invite-card" aria-labelledby="invite-title">
      <h2 id="invite-title" className="home-card-label">
        {t('home.inviteTitle')}
      </h2>
      <p className="invite-code" aria-live="polite">
        {code ?? t('errors.dataNotFound')}
      </p>
      <Button block color="primary" fill="outline" shape="rounded" disabled={!code} onClick={() => void copy()}>
        {t('home.copy')}
      </Button>
      <p className="home-card-hint">{t('home.inviteHint')}</p>
    </section>
  );
}

function CoachHome({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  // Everything the home shows is read again (the person, the bell's badge), as on the trainee home.
  return (
    <Refreshable onRefresh={(signal) => refetchShown(queryClient, signal)}>
      <div className="home-pull">
        <HomeHero user={user} subtitle={t('home.coachSubtitle')} />
        <TeamsCard coach />
        <PlansCard art={<CoverArt kind="cover-2" />} />
        <TemplatesCard art={<CoverArt kind="cover-3" />} hint={t('templates.homeCardCoachHint')} />
        <InviteCard code={user.myInviteCode} />
      </div>
    </Refreshable>
  );
}

/** The coach home (position 1): greeting and the code trainees use to join. */
export function CoachClientPage() {
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
      <WithUser>{(user) => <CoachHome user={user} />}</WithUser>
    </PageLayout>
  );
}
