import { useId } from 'react';
import { useI18n } from '../../i18n/index.ts';

export const EFFORT_LEVELS = [1, 2, 3, 4, 5] as const;

/** The 5-level effort scale of spec §9 by its words (very faint … extreme-maximum), one tap per level; optional: none chosen is fine. */
export function EffortPicker({ value, onChange }: { value: number | null; onChange: (level: number) => void }) {
  const { t } = useI18n();
  const labelId = useId();
  const name = (level: number) => t(`training.effort.${level as (typeof EFFORT_LEVELS)[number]}`);
  return (
    <div className="effort-picker">
      <span id={labelId} className="effort-picker-label">
        {t('training.labelled', { label: t('training.effort.label'), value: value ? name(value) : t('training.effort.pick') })}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="effort-picker-levels">
        {EFFORT_LEVELS.map((level) => (
          <button
            key={level}
            type="button"
            role="radio"
            aria-checked={value === level}
            className={value === level ? 'effort-level effort-level-on' : 'effort-level'}
            onClick={() => onChange(level)}
          >
            {name(level)}
          </button>
        ))}
      </div>
    </div>
  );
}
