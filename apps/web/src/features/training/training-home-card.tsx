import { plannedTrainingId } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/training/index.ts';
import { PATHS, historyPath, startTrainingPath, trainingPlanPath } from '../../kit/paths.ts';
import { useSession } from '../../session/session-store.ts';
import { useTrainingToday } from './queries.ts';
import { requestSync, startSync } from '../../offline/sync-engine.ts';
import { useLocalUnfinished } from './use-unfinished.ts';
import './training-home.css';

/**
 * The trainee home's training card: a session to resume (on this phone, or started on another
 * device), today's scheduled sessions, the next ones, and training alone. Loaded lazily: the
 * home is in the first chunk, whose budget this card and its strings would break.
 */
export function TrainingHomeCard() {
  const { t } = useI18n();
  const { formatDate, formatDateTime, formatVolume } = useFormat();
  const navigate = useNavigate();
  const ownerId = useSession().userInfo?.id ?? null;
  const today = useTrainingToday();
  const local = useLocalUnfinished(ownerId);
  useEffect(() => startSync(), []);

  const localIds = new Set(local.map((s) => s.id));
  const todays = (today.data?.today ?? []).map((s) => ({ ...s, trainingId: s.trainingId ?? (localIds.has(plannedTrainingId(s.id)) ? plannedTrainingId(s.id) : null) }));
  // Today's sessions under way are resumed from their own row, not listed twice.
  const onTodaysRow = new Set(todays.flatMap((s) => s.trainingId ?? []));
  const remote = (today.data?.unfinished ?? []).filter((s) => !localIds.has(s.id));
  const resume = [...local.map((s) => ({ id: s.id, name: s.fields.name, startedAt: s.fields.startedAt })), ...remote].filter((s) => !onTodaysRow.has(s.id));
  const open = (id: string) => {
    // Started on another device: the pull brings it to this phone.
    if (!localIds.has(id)) void requestSync();
    void navigate(trainingPlanPath(id));
  };

  return (
    <section className="home-card training-home" aria-labelledby="training-home-title">
      <h2 id="training-home-title" className="home-card-label">
        {t('training.home.title')}
      </h2>
      {resume.length > 0 ? (
        <>
          <h3 className="training-home-heading">{t('training.home.unfinished')}</h3>
          <ul className="training-home-list">
            {resume.map((s) => (
              <li key={s.id} className="training-home-row">
                <span className="training-home-text">
                  <span className="training-home-name">{s.name}</span>
                  <span className="training-home-hint">{t('training.home.startedAt', { time: formatDateTime(s.startedAt) })}</span>
                </span>
                <Button color="primary" size="small" onClick={() => open(s.id)} aria-label={`${t('training.home.resume')} · ${s.name}`}>
                  {t('training.home.resume')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="training-home-heading">{t('training.home.today')}</h3>
      {today.data && today.data.today.length === 0 ? <p className="training-home-hint">{t('training.home.nothingToday')}</p> : null}
      <ul className="training-home-list">
        {todays.map((s) => (
          <li key={s.id} className="training-home-row">
            <span className="training-home-text">
              <span className="training-home-name">{s.name}</span>
              <span className="training-home-hint">
                {s.status === 'done' && s.result
                  ? t('training.home.done', { sets: t('training.history.sets', { count: s.result.sets }), volume: formatVolume(s.result.volumeKg) })
                  : formatDate(s.date)}
              </span>
            </span>
            {s.status === 'done' && s.trainingId ? (
              <Button fill="outline" size="small" onClick={() => void navigate(historyPath(s.trainingId!))} aria-label={`${t('training.home.view')} · ${s.name}`}>
                {t('training.home.view')}
              </Button>
            ) : s.trainingId ? (
              <Button color="primary" size="small" onClick={() => open(s.trainingId!)} aria-label={`${t('training.home.resume')} · ${s.name}`}>
                {t('training.home.resume')}
              </Button>
            ) : (
              <Button color="primary" size="small" onClick={() => void navigate(startTrainingPath({ planSessionId: s.id }))} aria-label={`${t('training.home.start')} · ${s.name}`}>
                {t('training.home.start')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {today.data && today.data.upcoming.length > 0 ? (
        <>
          <h3 className="training-home-heading">{t('training.home.upcoming')}</h3>
          <ul className="training-home-list">
            {today.data.upcoming.slice(0, 3).map((s) => (
              <li key={s.id}>
                <button type="button" className="training-home-row training-home-link" onClick={() => void navigate(startTrainingPath({ planSessionId: s.id }))}>
                  <span className="training-home-name">{s.name}</span>
                  <span className="training-home-hint">{formatDate(s.date)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Button block fill="outline" className="training-home-alone" onClick={() => void navigate(PATHS.startTraining)}>
        {t('training.home.trainAlone')}
      </Button>
    </section>
  );
}
