import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { PATHS } from '../../kit/paths.ts';
import './teams-card.css';

/*
 * Line icons drawn here, a few dozen bytes each: antd-mobile's team and QR icons weigh 5–8 KB
 * apiece, and the homes travel with the login page under its budget.
 */
const ICON = { width: '1em', height: '1em', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const TeamIcon = () => (
  <svg {...ICON}>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 19c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5M16 5.2a3 3 0 0 1 0 5.6M18 13.8c1.9.7 3 2.6 3 5.2" />
  </svg>
);
const AddIcon = () => (
  <svg {...ICON}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v8M8 12h8" />
  </svg>
);
const ScanIcon = () => (
  <svg {...ICON}>
    <path d="M4 8V5.5A1.5 1.5 0 0 1 5.5 4H8M16 4h2.5A1.5 1.5 0 0 1 20 5.5V8M20 16v2.5a1.5 1.5 0 0 1-1.5 1.5H16M8 20H5.5A1.5 1.5 0 0 1 4 18.5V16M4 12h16" />
  </svg>
);
const QrIcon = () => (
  <svg {...ICON}>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18v2M20 14v2" />
  </svg>
);

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
        { to: PATHS.coachSquadList, icon: <TeamIcon />, label: t('teams.home.myTeams') },
        { to: PATHS.createGroup, icon: <AddIcon />, label: t('teams.home.newTeam') },
        { to: PATHS.scanStudentQr, icon: <ScanIcon />, label: t('teams.home.scanTrainee') },
        { to: PATHS.myCoachQrCode, icon: <QrIcon />, label: t('teams.home.myQr') },
      ]
    : [
        { to: PATHS.userSquadList, icon: <TeamIcon />, label: t('teams.home.myTeams') },
        { to: PATHS.scanTeamQr, icon: <ScanIcon />, label: t('teams.home.joinTeam') },
        { to: PATHS.myCoachQrCode, icon: <QrIcon />, label: t('teams.home.myQr') },
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
