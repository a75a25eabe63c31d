import type { CodeIdentity } from '@repwise/contracts';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { PATHS, scanStudentQrPath } from '../../kit/paths.ts';
import { useSession } from '../../session/session-store.ts';
import { coachNameLine } from './coach-name.ts';
import { useCodeIdentity, useJoinSquad } from './queries.ts';
import './other-code-hint.css';

/** The kind of code a field asks for: a team's code, or a coach's invitation code. */
export type WantedCode = 'team' | 'coach';

interface OtherCodeHintProps {
  /** The code the field refused ('Invitation code error'); null while there is none. */
  code: string | null;
  wanted: WantedCode;
  /** After joining the team of a team code typed where a coach's code was asked. */
  onJoined?: () => void;
}

/**
 * Below a code field that refused a code: when the code is of another kind, says which
 * (issue 24 §8: "This is the team code of X — join the team?") and offers the action that
 * fits the person — joining the team, using the coach's invitation code, or (a coach)
 * adding the trainee of a member code to a team. Says nothing for a code of no kind: the
 * field's own 'Invitation code error' stands.
 */
export function OtherCodeHint({ code, wanted, onJoined }: OtherCodeHintProps) {
  const identity = useCodeIdentity(code);
  if (!code || !identity.data || identity.data.kind === wanted) return null;
  return <OtherCode code={code} identity={identity.data} onJoined={onJoined} />;
}

function OtherCode({ code, identity, onJoined }: { code: string; identity: CodeIdentity; onJoined?: (() => void) | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { isCoach } = useSession();
  const join = useJoinSquad();
  const coachSignedIn = isCoach === 1;

  let text: string;
  let action: { label: string; run: () => void | Promise<void> } | null = null;
  if (identity.kind === 'team') {
    const { name, joined } = identity.team;
    text = joined ? t('teams.otherCode.teamJoined', { name }) : t('teams.otherCode.team', { name });
    if (!joined && !coachSignedIn) {
      action = {
        label: t('teams.otherCode.join', { name }),
        run: async () => {
          try {
            const squad = await join.mutateAsync({ code });
            showToast(t('teams.join.joined', { name: squad.name }), 'success');
            onJoined?.();
          } catch (error) {
            showFailureToast(t('errors.addFailed'), error);
          }
        },
      };
    }
  } else if (identity.kind === 'coach') {
    const name = coachNameLine(identity.coachNickName || t('app.name'), (bare) => t('teams.list.coachedBy', { name: bare }));
    text = coachSignedIn ? t('teams.otherCode.coachForCoach', { name }) : t('teams.otherCode.coach', { name });
    if (!coachSignedIn) action = { label: t('teams.otherCode.useCoach'), run: () => void navigate(`${PATHS.settingCoachCode}?inviteCode=${encodeURIComponent(code)}`) };
  } else {
    text = coachSignedIn ? t('teams.otherCode.member') : t('teams.otherCode.memberForTrainee');
    if (coachSignedIn) action = { label: t('teams.otherCode.addMember'), run: () => void navigate(scanStudentQrPath({ memberCode: code })) };
  }

  return (
    <section className="other-code-hint" role="status">
      <p className="other-code-hint-text">{text}</p>
      {action && (
        <Button block color="primary" fill="outline" shape="rounded" loading={join.isPending} onClick={() => void action.run()}>
          {action.label}
        </Button>
      )}
    </section>
  );
}
