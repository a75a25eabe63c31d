import { useId } from 'react';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/plans/index.ts';
import { FormBlock } from '../../kit/form-card.tsx';
import { NumberStepper } from '../../kit/number-stepper.tsx';
import { weekdayLabel } from './labels.ts';
import { toggled } from './recipients.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const MAX_REPEAT_WEEKS = 52;

interface ScheduleFieldsProps {
  repeatWeeks: number;
  /** 1 = Monday … 7 = Sunday, in order. */
  weekdays: readonly number[];
  onRepeatWeeks: (weeks: number) => void;
  onWeekdays: (days: number[]) => void;
  weekdaysError?: string | undefined;
}

/** How often a plan repeats: the number of weeks and the training days of each week (publishing and modifying a plan). */
export function ScheduleFields({ repeatWeeks, weekdays, onRepeatWeeks, onWeekdays, weekdaysError }: ScheduleFieldsProps) {
  const { t, language } = useI18n();
  const weeksId = useId();
  return (
    <>
      <FormBlock label={t('plans.add.repeatWeeks')} hint={t('plans.add.repeatWeeksHint')}>
        <span id={weeksId} className="visually-hidden">
          {t('plans.add.repeatWeeks')}
        </span>
        <NumberStepper value={repeatWeeks} min={1} max={MAX_REPEAT_WEEKS} onChange={onRepeatWeeks} labelledBy={weeksId} />
      </FormBlock>
      <FormBlock label={t('plans.add.weekdays')} field="weekdays" error={weekdaysError}>
        <div className="plan-weekdays" role="group" aria-label={t('plans.add.weekdays')}>
          {WEEKDAYS.map((day) => (
            <button key={day} type="button" className="plan-chip plan-weekday" aria-pressed={weekdays.includes(day)} onClick={() => onWeekdays(toggled(weekdays, day).sort((a, b) => a - b))}>
              {weekdayLabel(day, language)}
            </button>
          ))}
        </div>
      </FormBlock>
    </>
  );
}
