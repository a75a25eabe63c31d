import type { Data } from '@repwise/contracts';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { memberStatisticsPath } from '../../kit/paths.ts';
import { ComplianceText } from './compliance.tsx';

type Overview = Data<'record.coachOverview'>;

/** Members who missed their last two scheduled sessions, or whose 30-day compliance fell by a fifth. */
export function NeedsAttention({ overview }: { overview: Overview }) {
  const { t } = useI18n();
  return (
    <section className="coach-card" aria-labelledby="coach-attention-title">
      <h2 id="coach-attention-title" className="coach-card-title">
        {t('coaching.home.attention')}
      </h2>
      <p className="coach-muted">{t('coaching.home.attentionHint')}</p>
      {overview.needsAttention.length === 0 ? (
        <p className="coach-muted">{t('coaching.home.attentionNone')}</p>
      ) : (
        <ul className="coach-links">
          {overview.needsAttention.map((a) => (
            <li key={a.member.id}>
              <Link className="coach-link-row" to={memberStatisticsPath(a.member.id)}>
                <strong>{a.member.nickName || t('app.name')}</strong>
                <span className="coach-muted">{[a.missedTwoInARow && t('coaching.home.missedTwo'), a.complianceDrop && t('coaching.home.complianceDrop')].filter(Boolean).join(' · ')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Each team's compliance over 7, 30 and 90 days, one row a team. */
export function TeamCompliance({ overview }: { overview: Overview }) {
  const { t } = useI18n();
  return (
    <section className="coach-card" aria-labelledby="coach-teams-title">
      <h2 id="coach-teams-title" className="coach-card-title">
        {t('coaching.home.teams')}
      </h2>
      <p className="coach-muted">{t('coaching.home.teamsHint')}</p>
      {overview.teams.length === 0 ? (
        <p className="coach-muted">{t('coaching.home.teamsEmpty')}</p>
      ) : (
        <div className="coach-table-scroll">
          <table className="coach-table">
            <thead>
              <tr>
                <th scope="col">{t('coaching.home.team')}</th>
                {[7, 30, 90].map((days) => (
                  <th key={days} scope="col">
                    {t('coaching.home.days', { count: days })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {overview.teams.map((team) => (
                <tr key={team.id}>
                  <th scope="row">{team.name}</th>
                  {[7, 30, 90].map((days) => {
                    const figures = team.compliance.find((c) => c.days === days);
                    return <td key={days}>{figures ? <ComplianceText value={figures} /> : t('coaching.compliance.none')}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
