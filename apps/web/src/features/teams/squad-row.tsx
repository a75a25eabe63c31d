import type { SquadSummary } from '@repwise/contracts';
import { displayName } from '@repwise/domain';
import { RightOutline, TeamOutline } from 'antd-mobile-icons';
import { useI18n } from '../../i18n/index.ts';
import { coachNameLine } from './coach-name.ts';
import { useTeamLabels } from './labels.ts';
import './squad-row.css';

/** One team in a list: name, type, managing coach, member count, and whether it is gone. */
export function SquadRow({ squad, onOpen }: { squad: SquadSummary; onOpen: () => void }) {
  const { t } = useI18n();
  const labels = useTeamLabels();
  const gone = squad.disbandedAt !== null;
  const meta = [labels.teamType(squad.type), coachNameLine(displayName(squad.manager.nickName, t('app.name')), (name) => t('teams.list.coachedBy', { name })), t('teams.list.members', { count: squad.memberCount })]
    .filter(Boolean)
    .join(' · ');
  return (
    <button type="button" className={gone ? 'squad-row is-gone' : 'squad-row'} onClick={onOpen}>
      <span className="squad-row-icon" aria-hidden>
        <TeamOutline />
      </span>
      <span className="squad-row-text">
        <span className="squad-row-name">
          {squad.name}
          {squad.role === 'manager' && <span className="squad-row-badge">{t('teams.role.manager')}</span>}
          {gone && <span className="squad-row-badge is-gone">{t('teams.list.disbanded')}</span>}
        </span>
        <span className="squad-row-meta">{gone ? t('teams.list.disbandedHint') : meta}</span>
      </span>
      {!gone && <RightOutline className="squad-row-arrow" aria-hidden />}
    </button>
  );
}
