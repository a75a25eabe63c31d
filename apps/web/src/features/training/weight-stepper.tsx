import { WEIGHT_LIMITS, weightForDisplay, weightFromDisplay, type WeightUnit } from '@repwise/domain';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { useFormat } from '../../i18n/format.ts';
import { readTyped } from './typed-value.ts';
import '../../kit/number-stepper.css';
import './weight-stepper.css';

interface StepperProps {
  /** kg for a weight; a count for reps. */
  value: number;
  onChange: (value: number) => void;
  labelledBy: string;
  /** A weight shown, typed and stepped in this unit; none for reps. */
  unit?: WeightUnit;
  /** Told when the typed text stops or starts being a value: a form blocks saving while one is not. */
  onValidity?: (valid: boolean) => void;
}

/**
 * Which fields (by the caller's keys) hold typed text that is not a value, as their steppers
 * report through `onValidity`: a form with one cannot be saved.
 */
export function useInvalidFields() {
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const report = useCallback((field: string, valid: boolean) => {
    // The same list when nothing changes: the fields report on every render.
    setInvalid((current) => (current.includes(field) === !valid ? current : valid ? current.filter((f) => f !== field) : [...current, field]));
  }, []);
  return [invalid, report] as const;
}

const WEIGHT_STEP = { kg: 2.5, lbs: 5 } as const;
const MAX_REPS = 1000;

/**
 * A typed field between − and +, 44 px each: the phone's number pad (decimal for a weight),
 * everything selected on focus so typing replaces it; a weight steps by 2.5 kg or 5 lbs in the
 * person's unit (stored as kg), reps by one. A typed value is checked as it is typed
 * (readTyped): a problem shows under the field until it is fixed or stepped away.
 */
export function ValueStepper({ value, onChange, labelledBy, unit, onValidity }: StepperProps) {
  const { t } = useI18n();
  const id = useId();
  const shown = unit ? weightForDisplay(value, unit) : value;
  // What the person typed, for the value it was typed at: a value set from elsewhere since
  // (a step, a quick add, last time's) shows instead.
  const [typing, setTyping] = useState<{ text: string; at: number } | null>(null);
  /** The tap that focused the field has not been released yet: its release must not undo the selection. */
  const keepSelection = useRef(false);
  const text = typing && typing.at === value ? typing.text : null;
  const typed = text === null ? null : readTyped(text, unit);
  const problem = typed && 'problem' in typed ? typed : null;
  const valid = problem === null;
  useEffect(() => onValidity?.(valid), [valid, onValidity]);

  const type = (next: string) => {
    const read = readTyped(next, unit);
    const at = 'value' in read ? read.value : value;
    setTyping({ text: next, at });
    if (at !== value) onChange(at);
  };
  const step = (direction: 1 | -1) => {
    setTyping(null);
    if (!unit) return onChange(Math.max(0, Math.min(MAX_REPS, value + direction)));
    const next = Math.max(0, shown + direction * WEIGHT_STEP[unit]);
    onChange(weightFromDisplay(Math.min(WEIGHT_LIMITS[unit].max, next), unit));
  };
  const message = problem ? t(`training.typed.${problem.problem}`, problem.problem === 'tooMuch' ? { max: problem.max } : {}) : null;

  return (
    <div className="value-stepper">
      <div className="number-stepper" role="group" aria-labelledby={labelledBy}>
        <button type="button" aria-label={unit ? t('training.screen.lighter') : t('common.fewer')} disabled={value <= 0} onClick={() => step(-1)}>
          <MinusOutline aria-hidden />
        </button>
        <input
          className={unit ? 'number-stepper-value training-stepper-value training-stepper-weight' : 'number-stepper-value training-stepper-value'}
          type="text"
          inputMode={unit ? 'decimal' : 'numeric'}
          enterKeyHint="done"
          autoComplete="off"
          aria-labelledby={labelledBy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          value={text ?? String(shown)}
          onFocus={(e) => {
            // Everything selected at once, so typing replaces it; the release of the tap that
            // focused it would put a caret there instead, so that one release is swallowed. (A
            // selection made a frame later could land after the first typed digit and select it.)
            e.currentTarget.select();
            keepSelection.current = true;
          }}
          onMouseUp={(e) => {
            if (keepSelection.current) e.preventDefault();
            keepSelection.current = false;
          }}
          onChange={(e) => type(e.target.value)}
          onBlur={() => (problem ? undefined : setTyping(null))}
          onKeyDown={(e) => (e.key === 'Enter' ? e.currentTarget.blur() : undefined)}
        />
        <button type="button" aria-label={unit ? t('training.screen.heavier') : t('common.more')} onClick={() => step(1)}>
          <AddOutline aria-hidden />
        </button>
      </div>
      {message ? (
        <span id={`${id}-problem`} className="value-stepper-problem" role="alert">
          {message}
        </span>
      ) : null}
    </div>
  );
}

/** The loads a lifter adds between sets, in each unit: to go 20 kg (or 45 lb) up in one tap. */
export const QUICK_ADD = { kg: [2.5, 5, 10, 20], lbs: [5, 10, 25, 45] } as const;

/** One tap adds a common load to the weight: "+2.5 +5 +10 +20" in kg, "+5 +10 +25 +45" in lbs. */
export function WeightQuickAdd({ value, unit, onChange }: { value: number; unit: WeightUnit; onChange: (kg: number) => void }) {
  const { t } = useI18n();
  const { formatWeight } = useFormat(unit);
  const shown = weightForDisplay(value, unit);
  return (
    <div className="weight-quick-add">
      {QUICK_ADD[unit].map((add) => (
        <button
          key={add}
          type="button"
          className="weight-quick-add-chip"
          aria-label={t('training.screen.addWeight', { value: formatWeight(weightFromDisplay(add, unit)) })}
          onClick={() => onChange(weightFromDisplay(Math.min(WEIGHT_LIMITS[unit].max, shown + add), unit))}
        >
          +{add}
        </button>
      ))}
    </div>
  );
}
