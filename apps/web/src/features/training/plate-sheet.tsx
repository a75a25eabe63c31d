import { DEFAULT_BAR, DEFAULT_PLATES, platesPerSide, weightForDisplay, type WeightUnit } from '@repwise/domain';
import { Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { readItem, writeItem } from '../../session/storage.ts';

const BARS = { kg: [20, 15, 10], lbs: [45, 35, 25] } as const;

interface PlateSetup {
  bar: number;
  plates: number[];
}

const setupKey = (unit: WeightUnit) => `repwise.training.plates.${unit}`;

function readSetup(unit: WeightUnit): PlateSetup {
  try {
    const stored = JSON.parse(readItem(setupKey(unit)) ?? 'null') as PlateSetup | null;
    if (stored && typeof stored.bar === 'number' && Array.isArray(stored.plates)) return stored;
  } catch {
    // A damaged setting gives the common setup again.
  }
  return { bar: DEFAULT_BAR[unit], plates: [...DEFAULT_PLATES[unit]] };
}

function Chip({ on, onClick, children }: { on: boolean; onClick: () => void; children: string }) {
  return (
    <button type="button" role="checkbox" aria-checked={on} className={on ? 'plate-chip plate-chip-on' : 'plate-chip'} onClick={onClick}>
      {children}
    </button>
  );
}

/** The plates for each side of a barbell to make the set's weight, with the bar and the plates at hand (kept per unit). */
export function PlateSheet({ weightKg, unit, onClose }: { weightKg: number | null; unit: WeightUnit; onClose: () => void }) {
  const { t } = useI18n();
  const { formatMeasure, unitWord } = useFormat(unit);
  const id = useId();
  const [setup, setSetup] = useState(() => readSetup(unit));
  const change = (next: PlateSetup) => {
    setSetup(next);
    writeItem(setupKey(unit), JSON.stringify(next));
  };
  const total = weightKg === null ? 0 : weightForDisplay(weightKg, unit);
  const load = platesPerSide(total, setup.bar, setup.plates);
  return (
    <Popup visible={weightKg !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="plate-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="plate-sheet-title">
        {t('training.labelled', { label: t('training.plates.title'), value: formatMeasure(total, unitWord) })}
      </h2>
      <p className="plate-sheet-result" aria-live="polite">
        {t('training.labelled', { label: t('training.plates.perSide'), value: load.perSide.length > 0 ? load.perSide.join(' + ') : t('training.plates.barOnly') })}
        {load.missing > 0 ? ` · ${t('training.plates.missing', { value: formatMeasure(load.missing, unitWord) })}` : ''}
      </p>
      <h3 className="plate-sheet-label">{t('training.plates.bar')}</h3>
      <div className="plate-chips">
        {BARS[unit].map((bar) => (
          <Chip key={bar} on={setup.bar === bar} onClick={() => change({ ...setup, bar })}>
            {formatMeasure(bar, unitWord)}
          </Chip>
        ))}
      </div>
      <h3 className="plate-sheet-label">{t('training.plates.available')}</h3>
      <div className="plate-chips">
        {DEFAULT_PLATES[unit].map((plate) => (
          <Chip
            key={plate}
            on={setup.plates.includes(plate)}
            onClick={() => change({ ...setup, plates: setup.plates.includes(plate) ? setup.plates.filter((p) => p !== plate) : [...setup.plates, plate] })}
          >
            {`${plate}`}
          </Chip>
        ))}
      </div>
      </div>
    </Popup>
  );
}
