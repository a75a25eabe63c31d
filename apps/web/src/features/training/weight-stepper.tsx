import { weightForDisplay, weightFromDisplay, type WeightUnit } from '@repwise/domain';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useI18n } from '../../i18n/index.ts';
import '../../kit/number-stepper.css';
import './weight-stepper.css';

interface StepperProps {
  /** kg for a weight; a count for reps. */
  value: number;
  onChange: (value: number) => void;
  labelledBy: string;
  /** A weight shown and stepped in this unit; none for reps. */
  unit?: WeightUnit;
}

const WEIGHT_STEP = { kg: 2.5, lbs: 5 } as const;

/**
 * − and + around a value, 44 px each: a weight steps by 2.5 kg or 5 lbs in the person's unit
 * (stored as kg), reps by one.
 */
export function ValueStepper({ value, onChange, labelledBy, unit }: StepperProps) {
  const { t } = useI18n();
  const shown = unit ? weightForDisplay(value, unit) : value;
  const step = (direction: 1 | -1) => {
    if (!unit) return onChange(Math.max(0, Math.min(1000, value + direction)));
    const next = Math.max(0, shown + direction * WEIGHT_STEP[unit]);
    onChange(Math.min(1000, weightFromDisplay(next, unit)));
  };
  return (
    <div className="number-stepper" role="group" aria-labelledby={labelledBy}>
      <button type="button" aria-label={unit ? t('training.screen.lighter') : t('common.fewer')} disabled={value <= 0} onClick={() => step(-1)}>
        <MinusOutline aria-hidden />
      </button>
      <output className="number-stepper-value training-stepper-value" aria-labelledby={labelledBy}>
        {shown}
      </output>
      <button type="button" aria-label={unit ? t('training.screen.heavier') : t('common.more')} onClick={() => step(1)}>
        <AddOutline aria-hidden />
      </button>
    </div>
  );
}
