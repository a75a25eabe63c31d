import { useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { exerciseNamesOf } from '../../features/plans/recorded-sets.ts';
import { useTrainingDetail } from '../../features/training/queries.ts';
import { recordedLabels } from '../../features/training/set-labels.ts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/training/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import './training-pages.css';

function Detail({ id }: { id: string }) {
  const { t, language } = useI18n();
  const { formatDate, formatDuration, formatVolume, formatWeight } = useFormat();
  const detail = useTrainingDetail(id);
  if (detail.isPending) return <PageLoading />;
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  const names = exerciseNamesOf(d);
  const labels = recordedLabels(d.recorded, language);
  const seconds = d.finishedAt ? (Date.parse(d.finishedAt) - Date.parse(d.startedAt)) / 1000 : null;
  return (
    <article className="history-detail">
      <h2>{d.name}</h2>
      <p>
        {formatDate(d.localDate)}
        {seconds !== null ? ` · ${t('training.finish.duration')} ${formatDuration(seconds)}` : ` · ${t('training.history.unfinished')}`}
      </p>
      <p>
        {t('training.history.sets', { count: d.sets })} · {t('training.finish.volume')} {formatVolume(d.volumeKg)}
      </p>
      {d.recordedBy !== null && d.recordedBy !== d.ownerId ? <p className="history-recorded-by">{t('training.history.recordedByCoach')}</p> : null}
      {d.importedFrom ? <p className="history-recorded-by">{t(`training.history.importedFrom.${d.importedFrom}`)}</p> : null}
      {d.rating ? <p>{t('training.history.rating', { value: d.rating })}</p> : null}
      <h3>{t('training.history.recorded')}</h3>
      <ol className="history-sets">
        {d.recorded.map((s) => (
          <li key={s.id}>
            {`${labels.get(s.id)?.text ?? ''} · `}
            {names.get(s.actionId) ? `${names.get(s.actionId)}: ` : ''}
            {formatWeight(s.weightKg)} × {s.repsRight === null ? s.reps : `${s.reps} / ${s.repsRight}`}
            {s.effort ? ` · ${t('training.effort.label')} ${t(`training.effort.${s.effort as 1 | 2 | 3 | 4 | 5}`)}` : ''}
          </li>
        ))}
      </ol>
      <h3>{t('training.history.yourComment')}</h3>
      <p>{d.comment || '—'}</p>
      <h3>{t('training.history.coachComment')}</h3>
      <p>{d.coachComment || t('training.history.noCoachComment')}</p>
    </article>
  );
}

/** Spec §2 Record/User/history: one recorded training with its sets and the coach's reply. */
export function HistoryPage() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  return (
    <PageLayout title={t('training.history.detail')}>
      <Detail id={query.get('id') ?? ''} />
    </PageLayout>
  );
}
