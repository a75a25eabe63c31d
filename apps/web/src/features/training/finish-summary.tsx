import type { SetFields } from '@repwise/contracts';
import type { NewRecord, WeightUnit } from '@repwise/domain';
import { Button, TextArea } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import type { LocalSession } from '../../offline/local-db.ts';
import { summarise } from './plan.ts';
import { setsOutside } from './recorder.ts';

interface FinishSummaryProps {
  session: LocalSession;
  sets: readonly SetFields[];
  unit: WeightUnit;
  actionName: (actionId: number) => string;
  finishedAt: string;
  onSave: (rating: number | null, comment: string) => void;
}

/** The session's new records, one line an exercise (its kinds in RECORD_KINDS order, as newRecords gives them). */
function recordsByExercise(records: readonly NewRecord[]): [number, NewRecord[]][] {
  const byExercise = new Map<number, NewRecord[]>();
  for (const r of records) byExercise.set(r.actionId, [...(byExercise.get(r.actionId) ?? []), r]);
  return [...byExercise];
}

/** The end of a session: duration, sets, volume, every exercise's heaviest set (with its e1RM where it applies) and the new personal records of every kind; a rating and a comment for the coach. */
export function FinishSummary({ session, sets, unit, actionName, finishedAt, onSave }: FinishSummaryProps) {
  const { t } = useI18n();
  const { formatDuration, formatE1rm, formatVolume, formatWeight } = useFormat(unit);
  const id = useId();
  const [earlier, setEarlier] = useState<SetFields[] | null>(null);
  const [rating, setRating] = useState(session.fields.rating ?? 0);
  const [comment, setComment] = useState(session.fields.comment ?? '');
  useEffect(() => {
    void setsOutside(session.ownerId, session.id).then(setEarlier);
  }, [session.ownerId, session.id]);

  const summary = summarise(sets, earlier ?? []);
  const recordValue = (r: NewRecord) => (r.kind === 'best_e1rm' ? formatE1rm(r.value) : r.kind === 'most_reps' ? String(r.value) : formatWeight(r.value));
  const seconds = (Date.parse(finishedAt) - Date.parse(session.fields.startedAt)) / 1000;
  return (
    <section className="finish-summary" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="finish-title">
        {t('training.finish.title')}
      </h2>
      <dl className="finish-figures">
        <div>
          <dt>{t('training.finish.duration')}</dt>
          <dd>{formatDuration(seconds)}</dd>
        </div>
        <div>
          <dt>{t('training.finish.sets')}</dt>
          <dd>{summary.sets}</dd>
        </div>
        <div>
          <dt>{t('training.finish.volume')}</dt>
          <dd>{formatVolume(summary.volumeKg)}</dd>
        </div>
      </dl>
      {summary.best.length > 0 ? (
        <>
          <h3 className="finish-label">{t('training.finish.best')}</h3>
          <ul className="finish-list">
            {summary.best.map((b) => (
              <li key={b.actionId}>
                {t('training.labelled', {
                  label: actionName(b.actionId),
                  value: [b.weightKg > 0 ? `${formatWeight(b.weightKg)} × ${b.reps}` : `× ${b.reps}`, b.e1rmKg === null ? null : formatE1rm(b.e1rmKg)].filter(Boolean).join(' · '),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="finish-none">{t('training.finish.noSets')}</p>
      )}
      {earlier && summary.records.length > 0 ? (
        <>
          <h3 className="finish-label">{t('training.finish.records')}</h3>
          <ul className="finish-list finish-records">
            {recordsByExercise(summary.records).map(([actionId, records]) => (
              <li key={actionId}>
                {t('training.labelled', {
                  label: actionName(actionId),
                  value: records.map((r) => t(`training.finish.recordKinds.${r.kind}`, { value: recordValue(r) })).join(' · '),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 id={`${id}-rating`} className="finish-label">
        {t('training.finish.ratingLabel')}
      </h3>
      <div role="radiogroup" aria-labelledby={`${id}-rating`} className="finish-rating">
        {[1, 2, 3, 4, 5].map((stars) => (
          <button
            key={stars}
            type="button"
            role="radio"
            aria-checked={rating === stars}
            aria-label={t('training.history.rating', { value: stars })}
            className={stars <= rating ? 'finish-star finish-star-on' : 'finish-star'}
            onClick={() => setRating(stars)}
          >
            ★
          </button>
        ))}
      </div>
      <label className="finish-label" htmlFor={`${id}-comment`}>
        {t('training.finish.comment')}
      </label>
      <TextArea id={`${id}-comment`} className="finish-comment" value={comment} onChange={setComment} maxLength={2000} rows={3} />
      <Button block color="primary" size="large" onClick={() => onSave(rating > 0 ? rating : null, comment.trim())}>
        {t('training.finish.save')}
      </Button>
    </section>
  );
}
