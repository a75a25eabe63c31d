import type { SquadDetail } from '@repwise/contracts';
import { displayName } from '@repwise/domain';
import { Avatar, Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { transferSquad, useSquadChange } from '../../features/teams/queries.ts';
import { WithSquad } from '../../features/teams/with-squad.tsx';
import { useI18n } from '../../i18n/index.ts';
import { BottomBar } from '../../kit/bottom-bar.tsx';
import { dialogName } from '../../kit/dialog-name.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import './team-pages.css';

function Transfer({ squad }: { squad: SquadDetail }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const transfer = useSquadChange(transferSquad);
  const others = squad.coaches.filter((c) => !c.manager);
  const [chosen, setChosen] = useState<number | null>(null);
  const nameOf = (id: number) => displayName(others.find((c) => c.id === id)?.nickName, t('app.name'));

  if (squad.role !== 'manager') return <EmptyState hint={t('teams.transfer.onlyManager')} />;
  if (others.length === 0) return <EmptyState hint={t('teams.transfer.noCoach')} />;

  const confirm = () => {
    if (chosen === null) return;
    const name = nameOf(chosen);
    void Dialog.confirm({
      ...dialogName(t('teams.transfer.title')),
      title: t('teams.transfer.title'),
      content: t('teams.transfer.confirm', { team: squad.name, name }),
      confirmText: t('teams.transfer.action'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          await transfer.mutateAsync({ id: squad.id, userId: chosen });
          showToast(t('teams.transfer.done', { name }), 'success');
          void navigate(-1);
        } catch (error) {
          showFailureToast(t('errors.modificationFailed'), error);
        }
      },
    });
  };

  return (
    <>
      <p className="team-page-intro">{t('teams.transfer.intro', { team: squad.name })}</p>
      <div className="team-choice-list" role="radiogroup" aria-label={t('teams.transfer.choose')}>
        {others.map((coach) => (
          <button key={coach.id} type="button" role="radio" aria-checked={chosen === coach.id} className="team-choice" onClick={() => setChosen(coach.id)}>
            <Avatar src={coach.avatarUrl} className="team-choice-avatar" aria-hidden />
            <span className="team-choice-text">{displayName(coach.nickName, t('app.name'))}</span>
            <span className="team-choice-mark" aria-hidden />
          </button>
        ))}
      </div>
      <BottomBar>
        <Button block color="primary" shape="rounded" size="large" disabled={chosen === null} loading={transfer.isPending} onClick={confirm}>
          {t('teams.transfer.action')}
        </Button>
      </BottomBar>
    </>
  );
}

/** The managing coach hands the team to another of its coaches (spec §2 moveManageRight), after a confirmation. */
export function MoveManageRightPage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('teams.transfer.title')} className="team-page has-bottom-bar">
      <WithSquad>{(squad) => <Transfer squad={squad} />}</WithSquad>
    </PageLayout>
  );
}
