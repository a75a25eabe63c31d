import { normalizeCode } from '@repwise/domain';
import { Button, Input } from 'antd-mobile';
import { TeamOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { PageLayout } from '../../kit/page-layout.tsx';
import { coachNameLine } from '../../features/teams/coach-name.ts';
import { useTeamLabels } from '../../features/teams/labels.ts';
import { OtherCodeHint } from '../../features/teams/other-code-hint.tsx';
import { QrScanner } from '../../features/teams/qr-scanner.tsx';
import { useCodeIdentity, useJoinSquad, useSquadPreview } from '../../features/teams/queries.ts';
import { parseScannedText } from '../../features/teams/scanned-code.ts';
import { useI18n } from '../../i18n/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import { PATHS, scanTeamQrPath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import { useSession } from '../../session/session-store.ts';
import '../team/team-pages.css';

/** The team of a code, shown before joining it; joining twice adds nothing. */
function JoinPreview({ code, squadId }: { code: string; squadId: number | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const labels = useTeamLabels();
  const { isCoach } = useSession();
  const preview = useSquadPreview(code, squadId);
  // A code no team has may be a coach's invitation code or a member code (issue 24 §8): asked once the preview refused it.
  const refused = preview.error instanceof ApiError && preview.error.status === 400 ? code : null;
  const identity = useCodeIdentity(refused);
  const join = useJoinSquad();
  const myTeams = isCoach === 1 ? PATHS.coachSquadList : PATHS.userSquadList;

  if (preview.isError) {
    if (identity.isLoading) return <PageLoading />;
    const otherKind = identity.data !== undefined && identity.data.kind !== 'team';
    return (
      <>
        {otherKind ? <OtherCodeHint code={refused} wanted="team" /> : <LoadError error={preview.error} onRetry={() => void preview.refetch()} />}
        <div className="team-actions">
          <Button block shape="rounded" size="large" color="primary" onClick={() => void navigate(PATHS.scanTeamQr, { replace: true })}>
            {t('teams.join.tryAnother')}
          </Button>
        </div>
      </>
    );
  }
  if (!preview.data) return <PageLoading />;
  const squad = preview.data;

  const onJoin = async () => {
    try {
      const joined = await join.mutateAsync({ code, ...(squadId ? { squadId } : {}) });
      showToast(t('teams.join.joined', { name: joined.name }), 'success');
      void navigate(myTeams, { replace: true });
    } catch (error) {
      showFailureToast(t('errors.addFailed'), error);
    }
  };

  return (
    <>
      <section className="team-card team-preview" aria-labelledby="team-preview-name">
        <span className="team-preview-icon" aria-hidden>
          <TeamOutline />
        </span>
        <p className="team-card-meta">{t('teams.join.invited')}</p>
        <h1 id="team-preview-name" className="team-card-title">
          {squad.name}
        </h1>
        <p className="team-card-meta">
          {[labels.teamType(squad.type), coachNameLine(squad.managerNickName || t('app.name'), (name) => t('teams.list.coachedBy', { name })), t('teams.list.members', { count: squad.memberCount })].filter(Boolean).join(' · ')}
        </p>
      </section>
      <div className="team-actions">
        {squad.joined ? (
          <>
            <p className="team-page-note" role="status">
              {t('teams.join.already')}
            </p>
            <Button block shape="rounded" size="large" color="primary" onClick={() => void navigate(myTeams, { replace: true })}>
              {t('teams.join.toMyTeams')}
            </Button>
          </>
        ) : (
          <Button block shape="rounded" size="large" color="primary" loading={join.isPending} onClick={() => void onJoin()}>
            {t('teams.join.action')}
          </Button>
        )}
      </div>
    </>
  );
}

/** Scanning a team's QR code, or typing its code; any other code says what it is. */
function TeamScanner() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [typed, setTyped] = useState('');

  const onText = (text: string) => {
    const scanned = parseScannedText(text);
    if (scanned?.kind === 'team') void navigate(scanTeamQrPath({ code: scanned.code, squadId: scanned.squadId }), { replace: true });
    else if (scanned?.kind === 'coach') void navigate(`${PATHS.settingCoachCode}?inviteCode=${scanned.inviteCode}`);
    else if (scanned?.kind === 'member') setError(t('teams.scan.memberCodeHere'));
    else setError(t('teams.scan.notOurs'));
  };

  return (
    <div className="team-scan-body">
      <p className="team-page-note">{t('teams.scanTeam.hint')}</p>
      <QrScanner onText={onText} error={error} />
      <form
        className="team-join-form"
        onSubmit={(event) => {
          event.preventDefault();
          const code = normalizeCode(typed);
          if (code) void navigate(scanTeamQrPath({ code }));
        }}
      >
        <label className="team-join-label" htmlFor={inputId}>
          {t('teams.join.codeLabel')}
        </label>
        <Input id={inputId} className="team-join-input" value={typed} placeholder={t('teams.join.codePlaceholder')} autoComplete="off" autoCapitalize="characters" maxLength={32} onChange={setTyped} />
        <Button type="submit" color="primary" shape="rounded" fill="outline" disabled={!normalizeCode(typed)}>
          {t('teams.join.next')}
        </Button>
      </form>
    </div>
  );
}

/**
 * A team's QR code opens this screen (spec §2 scanTeamQr, `?squadId=&code=`), from this app's
 * scanner or a phone's own camera; signed out, it comes back here after login and onboarding.
 * Without a code it is the scanner.
 */
export function ScanTeamQrPage() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const code = normalizeCode(query.get('code') ?? '');
  const squadId = parseId(query.get('squadId'));
  return (
    <PageLayout title={code ? t('teams.join.title') : t('teams.scanTeam.title')} className="team-page">
      {code ? <JoinPreview key={code} code={code} squadId={squadId} /> : <TeamScanner />}
    </PageLayout>
  );
}
