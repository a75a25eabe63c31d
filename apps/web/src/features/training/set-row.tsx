import type { WeightUnit } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { EffortPicker } from './effort-picker.tsx';
import type { LocalSet } from '../../offline/local-db.ts';
import type { PlannedSet } from '../../offline/planned.ts';
import { SyncMark, type RowSync } from './sync-mark.tsx';
import { ValueStepper, WeightQuickAdd, useInvalidFields } from './weight-stepper.tsx';

/** What the person did in a set, before it is saved. */
export interface SetDraft {
  weightKg: number;
  reps: number;
  /** Only for a unilateral set: the right side's reps (reps are the left's). */
  repsRight: number | null;
}

/** What the trainee did at this point before (last-time.ts): shown, and copied into the open set in one tap. */
export interface LastTimeHint {
  draft: SetDraft;
  kind: 'samePosition' | 'bestRecent';
}

interface SetRowProps {
  label: string;
  /** The exercise's name on a done set's line: only where a block has several (a superset). */
  exercise?: string;
  /** Null for a set recorded beyond the plan. */
  planned: PlannedSet | null;
  recorded: LocalSet | undefined;
  sync: RowSync | null;
  /** The next set to do: open, with its fields and the one-tap done. */
  isNext: boolean;
  /** Where the fields start when the plan has no load (the last set of the same exercise). */
  fallback: SetDraft | null;
  lastTime?: LastTimeHint | null;
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

/** "80 kg × 5", per side "20 kg × 8 / 7" (left / right), "× 12" without a load. */
function describe(draft: SetDraft, weighted: boolean, formatWeight: (kg: number) => string): string {
  const reps = draft.repsRight === null ? `${draft.reps}` : `${draft.reps} / ${draft.repsRight}`;
  return weighted ? `${formatWeight(draft.weightKg)} × ${reps}` : `× ${reps}`;
}

/** Copies a draft onto the fields of a set, keeping its sides: a two-sided set gets both sides from a one-sided one. */
function copied(from: SetDraft, into: SetDraft, weighted: boolean): SetDraft {
  return {
    weightKg: weighted ? from.weightKg : into.weightKg,
    reps: from.reps,
    repsRight: into.repsRight === null ? null : (from.repsRight ?? from.reps),
  };
}

interface DraftFieldsProps {
  draft: SetDraft;
  setDraft: (d: SetDraft) => void;
  weighted: boolean;
  unit: WeightUnit;
  onValidity: (field: string, valid: boolean) => void;
}

function DraftFields({ draft, setDraft, weighted, unit, onValidity }: DraftFieldsProps) {
  const { t } = useI18n();
  const { labelWithUnit } = useFormat(unit);
  const id = useId();
  return (
    <div className="set-row-fields">
      {weighted ? (
        <div className="set-row-field set-row-field-weight">
          <span id={`${id}-w`} className="set-row-field-label">
            {labelWithUnit(t('training.screen.weight'))}
          </span>
          <ValueStepper value={draft.weightKg} unit={unit} labelledBy={`${id}-w`} onChange={(weightKg) => setDraft({ ...draft, weightKg })} onValidity={(v) => onValidity('weight', v)} />
        </div>
      ) : null}
      <div className="set-row-field">
        <span id={`${id}-r`} className="set-row-field-label">
          {draft.repsRight === null ? t('training.screen.reps') : t('training.screen.repsLeft')}
        </span>
        <ValueStepper value={draft.reps} labelledBy={`${id}-r`} onChange={(reps) => setDraft({ ...draft, reps })} onValidity={(v) => onValidity('reps', v)} />
      </div>
      {draft.repsRight !== null ? (
        <div className="set-row-field">
          <span id={`${id}-rr`} className="set-row-field-label">
            {t('training.screen.repsRight')}
          </span>
          <ValueStepper value={draft.repsRight} labelledBy={`${id}-rr`} onChange={(repsRight) => setDraft({ ...draft, repsRight })} onValidity={(v) => onValidity('repsRight', v)} />
        </div>
      ) : null}
      {weighted ? <WeightQuickAdd value={draft.weightKg} unit={unit} onChange={(weightKg) => setDraft({ ...draft, weightKg })} /> : null}
    </div>
  );
}

/** A done set being corrected: its fields and its effort, saved or dropped together. */
interface Editing {
  draft: SetDraft;
  effort: number | null;
}

/**
 * One set. Open (the next to do): its plan, last time's numbers, typed or stepped fields and
 * the one-tap done. Done: one line — label, weight × reps, effort word, where it is saved —
 * that opens to correct the fields and rate the effort.
 */
export function SetRow({ label, exercise, planned, recorded, sync, isNext, fallback, lastTime, unit, onComplete, onEdit, onEffort, onPlates }: SetRowProps) {
  const { t } = useI18n();
  const { formatWeight } = useFormat(unit);
  const weighted = planned?.weighted ?? true;
  const [draft, setDraft] = useState<SetDraft>(() => plannedDraft(planned, fallback));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [invalidFields, reportValidity] = useInvalidFields();
  const invalid = invalidFields.length > 0;
  const actionsRef = useRef<HTMLDivElement>(null);
  const plannedText = planned && (planned.plannedReps || planned.plannedWeightKg) ? t('training.screen.planned', { value: describe(plannedDraft(planned, null), weighted, formatWeight) }) : t('training.screen.plannedNone');
  const title = `${label} · ${planned?.actionName ?? ''}`;
  const asPlanned = JSON.stringify(draft) === JSON.stringify(plannedDraft(planned, fallback));
  const lastText = lastTime ? t(lastTime.kind === 'samePosition' ? 'training.screen.lastTime' : 'training.screen.recentBest', { value: describe(lastTime.draft, weighted, formatWeight) }) : null;

  // The open set's buttons come into sight above the bottom bar (training.css scroll margins) when it opens.
  useEffect(() => {
    if (isNext && !recorded) actionsRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isNext, recorded]);

  if (recorded) {
    const done: SetDraft = { weightKg: recorded.fields.weightKg, reps: recorded.fields.reps, repsRight: recorded.fields.repsRight ?? null };
    const effort = recorded.fields.effort ?? null;
    const effortWord = effort ? t(`training.effort.${effort as 1 | 2 | 3 | 4 | 5}`) : null;
    if (!editing) {
      const line = [label, exercise, describe(done, weighted, formatWeight), effortWord].filter(Boolean).join(' · ');
      return (
        <li className="set-row set-row-done">
          <button type="button" className="set-row-line" aria-label={t('training.labelled', { label: t('training.screen.edit'), value: line })} onClick={() => setEditing({ draft: done, effort })}>
            {/* The separators are text, so the line reads the same on screen as in its accessible name. */}
            <span className="set-row-label">{label}</span>
            {exercise ? <span className="set-row-exercise">{`\u00a0· ${exercise}`}</span> : null}
            <strong className="set-row-value">{`\u00a0· ${describe(done, weighted, formatWeight)}`}</strong>
            {effortWord ? <span className="set-row-effort">{`\u00a0· ${effortWord}`}</span> : null}
          </button>
          {sync ? <SyncMark sync={sync} short /> : null}
        </li>
      );
    }
    const save = () => {
      if (JSON.stringify(editing.draft) !== JSON.stringify(done)) onEdit(recorded, editing.draft);
      if (editing.effort !== effort && editing.effort !== null) onEffort(recorded, editing.effort);
      setEditing(null);
    };
    return (
      <li className="set-row set-row-done set-row-editing">
        <div className="set-row-head">
          <span className="set-row-title">{title}</span>
          {sync ? <SyncMark sync={sync} /> : null}
        </div>
        <div className="set-row-planned">{plannedText}</div>
        <DraftFields draft={editing.draft} setDraft={(d) => setEditing({ ...editing, draft: d })} weighted={weighted} unit={unit} onValidity={reportValidity} />
        <EffortPicker value={editing.effort} onChange={(level) => setEditing({ ...editing, effort: level })} />
        <div className="set-row-actions">
          <Button onClick={() => setEditing(null)}>{t('training.screen.cancel')}</Button>
          <Button color="primary" block disabled={invalid} onClick={save}>
            {t('training.screen.save')}
          </Button>
        </div>
      </li>
    );
  }

  return (
    <li className={isNext ? 'set-row set-row-next' : 'set-row'} aria-current={isNext ? 'step' : undefined}>
      <div className="set-row-head">
        <span className="set-row-title">{title}</span>
      </div>
      <div className="set-row-planned">{plannedText}</div>
      {lastTime && lastText ? (
        <div className="set-row-last">
          <span>{lastText}</span>
          {isNext ? (
            <button type="button" className="set-row-use-last" aria-label={t('training.screen.useLastName', { value: describe(lastTime.draft, weighted, formatWeight) })} onClick={() => setDraft(copied(lastTime.draft, draft, weighted))}>
              {t('training.screen.useLast')}
            </button>
          ) : null}
        </div>
      ) : null}
      {isNext ? (
        <>
          <DraftFields draft={draft} setDraft={setDraft} weighted={weighted} unit={unit} onValidity={reportValidity} />
          <div className="set-row-actions" ref={actionsRef}>
            {weighted && onPlates ? (
              <Button fill="outline" onClick={() => onPlates(draft.weightKg)}>
                {t('training.screen.plates')}
              </Button>
            ) : null}
            <Button color="primary" block disabled={invalid} onClick={() => onComplete(draft)}>
              {asPlanned && !invalid ? t('training.screen.doneAsPlanned') : t('training.screen.done')}
            </Button>
          </div>
        </>
      ) : null}
    </li>
  );
}
