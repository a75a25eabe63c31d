import type { TeamsStatistics } from '@repwise/contracts';
import { addDays } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { useId, useState, type ReactNode } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { ComplianceText } from './compliance.tsx';
import { useTeamsStatistics } from './queries.ts';

/** Spec §9: at most two teams compared (the contract's MAX_COMPARED_TEAMS; the server refuses more). */
const MAX_COMPARED_TEAMS = 2;

/** The phone's today, as YYYY-MM-DD (the default end of the period). */
function phoneToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function SideBySide({ result, chart }: { result: TeamsStatistics; chart: ReactNode }) {
  const { t } = useI18n();
  const { formatDateRange, formatVolume } = useFormat();
  const rows: { label: string; cell: (team: TeamsStatistics['teams'][number]) => ReactNode }[] = [
    { label: t('coaching.compare.members'), cell: (team) => team.members },
    { label: t('coaching.compare.compliance'), cell: (team) => <ComplianceText value={team.compliance} /> },
    { label: t('coaching.compare.volume'), cell: (team) => formatVolume(team.volumeKg) },
    { label: t('coaching.compare.volumePerMember'), cell: (team) => formatVolume(team.volumePerMemberKg) },
    { label: t('coaching.compare.prs'), cell: (team) => team.prs },
  ];
  return (
    <>
      <p className="coach-muted">{formatDateRange(result.from, result.to)}</p>
      {chart}
      <div className="coach-table-scroll">
        <table className="coach-table" aria-label={t('coaching.compare.title')}>
          <thead>
            <tr>
              <th scope="col">{t('coaching.compare.figure')}</th>
              {result.teams.map((team) => (
                <th key={team.id} scope="col">
                  {team.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {result.teams.map((team) => (
                  <td key={team.id}>{row.cell(team)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="coach-compare-members">
        {result.teams.map((team) => (
          <section key={team.id} aria-label={`${team.name} · ${t('coaching.compare.perMember')}`}>
            <h3 className="coach-subtitle">
              {team.name} · {t('coaching.compare.perMember')}
            </h3>
            <ul className="coach-plain-list">
              {team.perMember.map((m) => (
                <li key={m.id}>
                  <strong>{m.nickName || t('app.name')}</strong>{' '}
                  <span className="coach-muted">{t('coaching.compare.memberRow', { done: m.done, scheduled: m.scheduled, volume: formatVolume(m.volumeKg), prs: m.prs })}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

/** Two of my teams side by side over a period (spec §9: at most two; a third cannot be ticked); the page gives the chart of a result. */
export function CompareTeams({ teams, chart }: { teams: readonly { id: number; name: string }[]; chart: (result: TeamsStatistics) => ReactNode }) {
  const { t } = useI18n();
  const ids = useId();
  const [picked, setPicked] = useState<number[]>([]);
  const [to, setTo] = useState(phoneToday);
  const [from, setFrom] = useState(() => addDays(phoneToday(), -29));
  const [asked, setAsked] = useState<{ squadIds: number[]; from: string; to: string } | null>(null);
  const full = picked.length >= MAX_COMPARED_TEAMS;
  const result = useTeamsStatistics(asked?.squadIds ?? [], asked ? { from: asked.from, to: asked.to } : undefined);
  const toggle = (id: number, on: boolean) => setPicked((now) => (on ? [...now, id].slice(0, MAX_COMPARED_TEAMS) : now.filter((x) => x !== id)));
  const validPeriod = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  return (
    <section className="coach-card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="coach-card-title">
        {t('coaching.compare.title')}
      </h2>
      <p className="coach-muted">{t('coaching.compare.hint')}</p>
      <fieldset className="coach-fieldset" aria-describedby={full ? `${ids}-limit` : undefined}>
        <legend className="coach-subtitle">{t('coaching.compare.teams')}</legend>
        {teams.map((team) => {
          const on = picked.includes(team.id);
          return (
            <label key={team.id} className={!on && full ? 'coach-check is-disabled' : 'coach-check'}>
              <input type="checkbox" checked={on} disabled={!on && full} onChange={(e) => toggle(team.id, e.target.checked)} />
              <span>{team.name}</span>
            </label>
          );
        })}
        {full && (
          <p id={`${ids}-limit`} className="coach-muted" role="status">
            {t('coaching.compare.limit')}
          </p>
        )}
      </fieldset>
      <div className="coach-period">
        <label>
          <span>{t('coaching.compare.from')}</span>
          <input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          <span>{t('coaching.compare.to')}</span>
          <input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </label>
      </div>
      <Button block color="primary" shape="rounded" disabled={picked.length !== MAX_COMPARED_TEAMS || !validPeriod} onClick={() => setAsked({ squadIds: picked, from, to })}>
        {t('coaching.compare.show')}
      </Button>
      {picked.length < MAX_COMPARED_TEAMS && <p className="coach-muted">{t('coaching.compare.pickTwo')}</p>}
      {asked && result.data && <SideBySide result={result.data} chart={chart(result.data)} />}
      {asked && result.isError && <LoadError error={result.error} onRetry={() => void result.refetch()} />}
    </section>
  );
}
