import type { WeightUnit } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { EffortPicker } from './effort-picker.tsx';
import { formatWeight } from './format.ts';
import type { LocalSet } from '../../offline/local-db.ts';
import type { PlannedSet } from '../../offline/planned.ts';
import { SyncMark, type RowSync } from './sync-mark.tsx';
import { ValueStepper } from './weight-stepper.tsx';

/** What the person did in a set, before it is saved. */
export interface SetDraft {
  weightKg: number;
  reps: number;
  /** Only for a unilateral set: the right side's reps (reps are the left's). */
  repsRight: number | null;
}

interface SetRowProps {
  label: string;
  /** Null for a set recorded beyond the plan. */
  planned: PlannedSet | null;
  recorded: LocalSet | undefined;
  sync: RowSync | null;
  /** The next set to do: open, with its steppers and the one-tap done. */
  isNext: boolean;
  /** Where the steppers start when the plan has no load (the last set of the same exercise). */
  fallback: SetDraft | null;
  unit: WeightUnit;
  onComplete: (draft: SetDraft) => void;
  onEdit: (set: LocalSet, draft: SetDraft) => void;
  onEffort: (set: LocalSet, level: number) => void;
  onPlates?: (weightKg: number) => void;
}

function plannedDraft(planned: PlannedSet | null, fallback: SetDraft | null): SetDraft {
  const reps = planned?.plannedReps ?? fallback?.reps ?? 0;
  return {
    weightKg: planned?.plannedWeightKg ?? fallback?.weightKg ?? 0,
    reps,
    repsRight: planned?.unilateral ? reps : null,
  };
}

function describe(draft: SetDraft, weighted: boolean, unit: WeightUnit): string {
  const reps = draft.repsRight === null ? `${draft.reps}` : `${draft.reps} / ${draft.repsRight}`;
  return weighted ? `${formatWeight(draft.weightKg, unit)} × ${reps}` : `× ${reps}`;
}

function DraftFields({ draft, setDraft, weighted, unit }: { draft: SetDraft; setDraft: (d: SetDraft) => void; weighted: boolean; unit: WeightUnit }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="set-row-fields">
      {weighted ? (
        <div className="set-row-field">
          <span id={`${id}-w`} className="set-row-field-label">
            {t('training.screen.weight')} ({unit})
          </span>
          <ValueStepper value={draft.weightKg} unit={unit} labelledBy={`${id}-w`} onChange={(weightKg) => setDraft({ ...draft, weightKg })} />
        </div>
      ) : null}
      <div className="set-row-field">
        <span id={`${id}-r`} className="set-row-field-label">
          {draft.repsRight === null ? t('training.screen.reps') : t('training.screen.repsLeft')}
        </span>
        <ValueStepper value={draft.reps} labelledBy={`${id}-r`} onChange={(reps) => setDraft({ ...draft, reps })} />
      </div>
      {draft.repsRight !== null ? (
        <div className="set-row-field">
          <span id={`${id}-rr`} className="set-row-field-label">
            {t('training.screen.repsRight')}
          </span>
          <ValueStepper value={draft.repsRight} labelledBy={`${id}-rr`} onChange={(repsRight) => setDraft({ ...draft, repsRight })} />
        </div>
      ) : null}
    </div>
  );
}

/** One set: planned and actual weight × reps, done in one tap, changed with steppers, its effort and where it is saved. */
export function SetRow({ label, planned, recorded, sync, isNext, fallback, unit, onComplete, onEdit, onEffort, onPlates }: SetRowProps) {
  const { t } = useI18n();
  const weighted = planned?.weighted ?? true;
  const [draft, setDraft] = useState<SetDraft>(() => plannedDraft(planned, fallback));
  const [editing, setEditing] = useState<SetDraft | null>(null);
  const plannedText = planned && (planned.plannedReps || planned.plannedWeightKg) ? t('training.screen.planned', { value: describe(plannedDraft(planned, null), weighted, unit) }) : t('training.screen.plannedNone');
  const title = `${label} · ${planned?.actionName ?? ''}`;
  const asPlanned = JSON.stringify(draft) === JSON.stringify(plannedDraft(planned, fallback));

  if (recorded) {
    const done: SetDraft = { weightKg: recorded.fields.weightKg, reps: recorded.fields.reps, repsRight: recorded.fields.repsRight ?? null };
    return (
      <li className="set-row set-row-done">
        <div className="set-row-head">
          <span className="set-row-title">{title}</span>
          {sync ? <SyncMark sync={sync} /> : null}
        </div>
        <div className="set-row-planned">{plannedText}</div>
        {editing ? (
          <>
            <DraftFields draft={editing} setDraft={setEditing} weighted={weighted} unit={unit} />
            <div className="set-row-actions">
              <Button onClick={() => setEditing(null)}>{t('training.screen.cancel')}</Button>
              <Button color="primary" onClick={() => (onEdit(recorded, editing), setEditing(null))}>
                {t('training.screen.save')}
              </Button>
            </div>
          </>
        ) : (
          <div className="set-row-result">
            <strong>{describe(done, weighted, unit)}</strong>
            <Button size="small" fill="outline" className="set-row-edit" onClick={() => setEditing(done)} aria-label={`${t('training.screen.edit')} · ${title}`}>
              {t('training.screen.edit')}
            </Button>
          </div>
        )}
        <EffortPicker value={recorded.fields.effort ?? null} onChange={(level) => onEffort(recorded, level)} />
      </li>
    );
  }

  return (
    <li className={isNext ? 'set-row set-row-next' : 'set-row'} aria-current={isNext ? 'step' : undefined}>
      <div className="set-row-head">
        <span className="set-row-title">{title}</span>
      </div>
      <div className="set-row-planned">{plannedText}</div>
      {isNext ? (
        <>
          <DraftFields draft={draft} setDraft={setDraft} weighted={weighted} unit={unit} />
          <div className="set-row-actions">
            {weighted && onPlates ? (
              <Button fill="outline" onClick={() => onPlates(draft.weightKg)}>
                {t('training.screen.plates')}
              </Button>
            ) : null}
            <Button color="primary" block onClick={() => onComplete(draft)}>
              {asPlanned ? t('training.screen.doneAsPlanned') : t('training.screen.done')}
            </Button>
          </div>
        </>
      ) : null}
    </li>
  );
}
