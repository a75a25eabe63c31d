import type { TrainingDetail } from '@repwise/contracts';
import { Button, TextArea } from 'antd-mobile';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useCommentTraining, useTraining } from '../../features/plans/queries.ts';
import { setsByExercise } from '../../features/plans/recorded-sets.ts';
import { MISSING } from '../../features/teams/with-squad.tsx';
import { recordedLabels } from '../../features/training/set-labels.ts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/plans/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import './plans.css';

const COMMENT_MAX = 2000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function CoachReply({ training }: { training: TrainingDetail }) {
  const { t } = useI18n();
  const comment = useCommentTraining();
  const id = useId();
  const [text, setText] = useState(training.coachComment ?? '');
  const send = async () => {
    if (!text.trim()) return showToast(t('plans.view.replyEmpty'));
    try {
      await comment.mutateAsync({ id: training.id, comment: text.trim() });
      showToast(t('plans.view.replySent'), 'success');
    } catch (error) {
      showFailureToast(t('errors.saveFailed'), error);
    }
  };
  return (
    <section className="plan-card">
      <label className="plan-rows-title" htmlFor={id}>
        {t('plans.view.reply')}
      </label>
      <TextArea id={id} value={text} onChange={setText} maxLength={COMMENT_MAX} autoSize={{ minRows: 3, maxRows: 8 }} placeholder={t('plans.view.replyPlaceholder')} />
      <Button block color="primary" shape="rounded" size="large" loading={comment.isPending} onClick={() => void send()}>
        {t('plans.view.send')}
      </Button>
    </section>
  );
}

function TrainingView({ training }: { training: TrainingDetail }) {
  const { t, language } = useI18n();
  const labels = recordedLabels(training.recorded, language);
  const { formatDate, formatDurationBetween, formatE1rm, formatVolume, formatWeight } = useFormat();
  const exercises = setsByExercise(training);
  return (
    <>
      <section className="plan-card">
        <h1 className="plan-card-title">{training.name || t('plans.view.untitled')}</h1>
        <p className="plan-muted">
          {[
            formatDate(training.localDate),
            training.finishedAt === null ? t('plans.member.inProgress') : formatDurationBetween(training.startedAt, training.finishedAt),
            t('plans.view.sets', { count: training.sets }),
            t('plans.view.volume', { weight: formatVolume(training.volumeKg) }),
          ].join(' · ')}
        </p>
        {training.bestE1rmKg !== null && <p className="plan-muted">{t('plans.view.bestE1rm', { e1rm: formatE1rm(training.bestE1rmKg) })}</p>}
      </section>
      <section className="plan-card">
        <h2 className="plan-rows-title">{t('plans.view.feedback')}</h2>
        <p>{training.rating ? t('plans.view.rating', { rating: training.rating }) : t('plans.view.noRating')}</p>
        <p className="plan-quote">{training.comment || t('plans.view.noComment')}</p>
      </section>
      {exercises.map(({ actionId, name, sets }) => (
        <section key={actionId} className="plan-card">
          <h2 className="plan-rows-title">{name ?? t('plans.view.exercise', { id: actionId })}</h2>
          <table className="plan-sets">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('plans.view.done')}</th>
                <th scope="col">{t('plans.view.planned')}</th>
                <th scope="col">{t('plans.view.effort')}</th>
              </tr>
            </thead>
            <tbody>
              {sets.map((set) => (
                <tr key={set.id}>
                  <td>{labels.get(set.id)?.text}</td>
                  <td>{t('plans.view.weightReps', { weight: formatWeight(set.weightKg), reps: set.repsRight === null ? set.reps : `${set.reps}/${set.repsRight}` })}</td>
                  <td>{set.plannedWeightKg === null && set.plannedReps === null ? '–' : t('plans.view.weightReps', { weight: formatWeight(set.plannedWeightKg ?? 0), reps: set.plannedReps ?? 0 })}</td>
                  <td>{set.effort === null ? '–' : t(`plans.effort.${set.effort as 1 | 2 | 3 | 4 | 5}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {exercises.length === 0 && <p className="plan-muted plan-rows-empty">{t('plans.view.noSets')}</p>}
      <CoachReply training={training} />
    </>
  );
}

/** One recorded training of a member (spec §2 viewMemberPlanInfo): sets against the plan, rating and comment, and the coach's reply. */
export function ViewMemberPlanInfoPage() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const raw = query.get('id');
  const id = raw && UUID.test(raw) ? raw : null;
  const training = useTraining(id);
  let body;
  if (id === null) body = <LoadError error={MISSING} onRetry={() => undefined} />;
  else if (training.data) body = <TrainingView training={training.data} />;
  else if (training.isError) body = <LoadError error={training.error} onRetry={() => void training.refetch()} />;
  else body = <PageLoading />;
  return (
    <PageLayout title={t('plans.view.title')} className="plan-page">
      {body}
    </PageLayout>
  );
}
