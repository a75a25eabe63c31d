import { AddCircleOutline, ScanningOutline, SystemQRcodeOutline, TeamOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { PATHS } from '../../kit/paths.ts';
import './teams-card.css';

interface Shortcut {
  to: string;
  icon: ReactNode;
  label: string;
}

/** The way into teams from either home: the person's teams, joining or adding people by QR code, their own QR code. */
export function TeamsCard({ coach }: { coach: boolean }) {
  const { t } = useI18n();
  const shortcuts: Shortcut[] = coach
    ? [
        { to: PATHS.coachSquadList, icon: <TeamOutline />, label: t('teams.home.myTeams') },
        { to: PATHS.createGroup, icon: <AddCircleOutline />, label: t('teams.home.newTeam') },
        { to: PATHS.scanStudentQr, icon: <ScanningOutline />, label: t('teams.home.scanTrainee') },
        { to: PATHS.myCoachQrCode, icon: <SystemQRcodeOutline />, label: t('teams.home.myQr') },
      ]
    : [
        { to: PATHS.userSquadList, icon: <TeamOutline />, label: t('teams.home.myTeams') },
        { to: PATHS.scanTeamQr, icon: <ScanningOutline />, label: t('teams.home.joinTeam') },
        { to: PATHS.myCoachQrCode, icon: <SystemQRcodeOutline />, label: t('teams.home.myQr') },
      ];
  return (
    <nav className="home-card teams-card" aria-labelledby="teams-card-title">
      <h2 id="teams-card-title" className="home-card-label">
        {t('teams.home.title')}
      </h2>
      <ul className="teams-card-shortcuts">
        {shortcuts.map((s) => (
          <li key={s.to}>
            <Link className="teams-card-shortcut" to={s.to}>
              <span className="teams-card-icon" aria-hidden>
                {s.icon}
              </span>
              <span className="teams-card-label">{s.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
