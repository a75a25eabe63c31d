import { Button } from 'antd-mobile';
import { AddOutline, ScanningOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useMySquads } from '../../features/teams/queries.ts';
import { SquadRow } from '../../features/teams/squad-row.tsx';
import { useI18n } from '../../i18n/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { showToast } from '../../kit/notify.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import { PATHS, squadPath } from '../../kit/paths.ts';
import { Refreshable } from '../../kit/refreshable.tsx';
import './team-pages.css';

/** The teams a coach manages or coaches (spec §2 coachSquadList); a new one from the bar. */
export function CoachSquadListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const squads = useMySquads();
  const coached = squads.data?.list.filter((s) => s.role !== 'member') ?? [];
  const create = () => void navigate(PATHS.createGroup);

  let body;
  if (squads.isError) body = <LoadError error={squads.error} onRetry={() => void squads.refetch()} />;
  else if (!squads.data) body = <PageLoading />;
  else if (coached.length === 0) {
    body = (
      <EmptyState hint={t('teams.list.coachEmpty')}>
        <Button color="primary" shape="rounded" onClick={create}>
          {t('teams.create.title')}
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="squad-rows" aria-label={t('teams.list.coachTitle')}>
        {coached.map((squad) => (
          <li key={squad.id}>
            <SquadRow squad={squad} onOpen={() => (squad.disbandedAt === null ? void navigate(squadPath(PATHS.teamMember, squad.id)) : showToast(t('teams.list.disbandedHint')))} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageLayout
      title={t('teams.list.coachTitle')}
      className="team-page"
      right={
        <Button fill="none" className="team-nav-button" onClick={create}>
          <AddOutline aria-hidden /> {t('teams.list.new')}
        </Button>
      }
    >
      <Refreshable onRefresh={() => squads.refetch()}>
        <div className="team-list-body">
          {body}
          <div className="team-actions">
            <Button block shape="rounded" fill="outline" color="primary" onClick={() => void navigate(PATHS.scanStudentQr)}>
              <ScanningOutline aria-hidden /> {t('teams.scanStudent.title')}
            </Button>
          </div>
        </div>
      </Refreshable>
    </PageLayout>
  );
}
