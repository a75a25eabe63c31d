import type { SquadSummary } from '@repwise/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { QrScanner } from '../../features/teams/qr-scanner.tsx';
import { useAddMember, useMySquads } from '../../features/teams/queries.ts';
import { parseScannedText } from '../../features/teams/scanned-code.ts';
import { memberName } from '../../features/teams/member-row.tsx';
import { useI18n } from '../../i18n/index.ts';
import { BottomBar } from '../../kit/bottom-bar.tsx';
import { EmptyState } from '../../kit/empty-state.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import { PATHS, scanStudentQrPath, squadPath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import '../team/team-pages.css';

/** A scanned trainee goes into one of the coach's teams, chosen here. */
function AddToTeam({ memberCode, squadId }: { memberCode: string; squadId: number | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const squads = useMySquads();
  const add = useAddMember();
  const [chosen, setChosen] = useState<number | null>(squadId);

  if (squads.isError) return <LoadError error={squads.error} onRetry={() => void squads.refetch()} />;
  if (!squads.data) return <PageLoading />;
  const coached: SquadSummary[] = squads.data.list.filter((s) => s.role !== 'member' && s.disbandedAt === null);
  if (coached.length === 0) {
    return (
      <EmptyState hint={t('teams.list.coachEmpty')}>
        <Button color="primary" shape="rounded" onClick={() => void navigate(PATHS.createGroup)}>
          {t('teams.create.title')}
        </Button>
      </EmptyState>
    );
  }

  const onAdd = async () => {
    if (chosen === null) return;
    try {
      const member = await add.mutateAsync({ id: chosen, memberCode });
      showToast(t('teams.scanStudent.added', { name: memberName(member, t('app.name')) }), 'success');
      void navigate(squadPath(PATHS.teamMember, chosen), { replace: true });
    } catch (error) {
      showFailureToast(t('errors.addFailed'), error);
    }
  };

  return (
    <>
      <p className="team-page-intro">{t('teams.scanStudent.chooseTeam', { code: memberCode })}</p>
      <div className="team-choice-list" role="radiogroup" aria-label={t('teams.scanStudent.teams')}>
        {coached.map((squad) => (
          <button key={squad.id} type="button" role="radio" aria-checked={chosen === squad.id} className="team-choice" onClick={() => setChosen(squad.id)}>
            <span className="team-choice-text">
              {squad.name}
              <span className="team-choice-hint">{t('teams.list.members', { count: squad.memberCount })}</span>
            </span>
            <span className="team-choice-mark" aria-hidden />
          </button>
        ))}
      </div>
      <BottomBar>
        <Button block color="primary" shape="rounded" size="large" disabled={chosen === null} loading={add.isPending} onClick={() => void onAdd()}>
          {t('teams.scanStudent.add')}
        </Button>
      </BottomBar>
    </>
  );
}

function StudentScanner({ squadId }: { squadId: number | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const onText = (text: string) => {
    const scanned = parseScannedText(text);
    if (scanned?.kind === 'member') void navigate(scanStudentQrPath({ memberCode: scanned.memberCode, ...(squadId ? { squadId } : {}) }), { replace: true });
    else if (scanned) setError(t('teams.scan.notMemberCode'));
    else setError(t('teams.scan.notOurs'));
  };
  return (
    <div className="team-scan-body">
      <p className="team-page-note">{t('teams.scanStudent.hint')}</p>
      <QrScanner onText={onText} error={error} />
    </div>
  );
}

/** A coach scans a trainee's own QR code (spec §2 scanStudentQr) and adds them to a team. */
export function ScanStudentQrPage() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const memberCode = query.get('memberCode')?.trim() ?? '';
  const squadId = parseId(query.get('squadId'));
  return (
    <PageLayout title={t('teams.scanStudent.title')} className={memberCode ? 'team-page has-bottom-bar' : 'team-page'}>
      {memberCode ? <AddToTeam memberCode={memberCode} squadId={squadId} /> : <StudentScanner squadId={squadId} />}
    </PageLayout>
  );
}
