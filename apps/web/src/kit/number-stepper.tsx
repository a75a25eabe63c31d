import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import type { KeyboardEvent } from 'react';
import { useI18n } from '../i18n/index.ts';
import './number-stepper.css';

interface NumberStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** The id of the text that names the number ("Sets", "Rounds"). */
  labelledBy: string;
}

/**
 * A whole number between min and max: − and + buttons (44 px each) around a spin button that
 * the arrow keys also change. Drawn here rather than with antd-mobile's Stepper, which puts the
 * spin button's value attributes on a plain div as well, where they are not allowed.
 */
export function NumberStepper({ value, min, max, onChange, labelledBy }: NumberStepperProps) {
  const { t } = useI18n();
  const set = (next: number) => onChange(Math.min(max, Math.max(min, next)));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    set(value + step);
  };
  return (
    <div className="number-stepper" role="group" aria-labelledby={labelledBy}>
      <button type="button" aria-label={t('common.fewer')} disabled={value <= min} onClick={() => set(value - 1)}>
        <MinusOutline aria-hidden />
      </button>
      <input
        className="number-stepper-value"
        role="spinbutton"
        readOnly
        value={value}
        aria-labelledby={labelledBy}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        onKeyDown={onKeyDown}
      />
      <button type="button" aria-label={t('common.more')} disabled={value >= max} onClick={() => set(value + 1)}>
        <AddOutline aria-hidden />
      </button>
    </div>
  );
}
