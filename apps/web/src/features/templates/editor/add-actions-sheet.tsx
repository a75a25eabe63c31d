import type { ActionSummary } from '@repwise/contracts';
import { MAX_SETS_PER_ADD, type AddMode } from '@repwise/domain';
import { Button, Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { NumberStepper } from '../../../kit/number-stepper.tsx';
import './add-actions-sheet.css';

/** Most blocks start with three working sets. */
export const DEFAULT_SETS = 3;

interface AddActionsSheetProps {
  /** The exercises just picked; null when the sheet is closed. */
  actions: readonly ActionSummary[] | null;
  onConfirm: (options: { mode: AddMode; sets: number }) => void;
  onClose: () => void;
}

function SheetBody({ actions, onConfirm }: { actions: readonly ActionSummary[]; onConfirm: AddActionsSheetProps['onConfirm'] }) {
  const { t } = useI18n();
  const titleId = useId();
  const setsId = useId();
  const [mode, setMode] = useState<AddMode>('separate');
  const [sets, setSets] = useState(DEFAULT_SETS);
  const several = actions.length > 1;
  const modes: { key: AddMode; title: string; hint: string }[] = [
    { key: 'separate', title: t('templates.add.separate'), hint: t('templates.add.separateHint') },
    { key: 'superset', title: t('templates.add.superset'), hint: t('templates.add.supersetHint') },
  ];

  return (
    <div className="add-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <h2 id={titleId} className="add-sheet-title">
        {t('templates.add.title', { count: actions.length })}
      </h2>
      <p className="add-sheet-names">{actions.map((a) => a.name).join(' · ')}</p>
      {several && (
        <div className="add-sheet-modes" role="radiogroup" aria-label={t('templates.add.modeLabel')}>
          {modes.map((m) => (
            <button key={m.key} type="button" role="radio" aria-checked={mode === m.key} className={mode === m.key ? 'is-on' : ''} onClick={() => setMode(m.key)}>
              <span className="add-sheet-mode-title">{m.title}</span>
              <span className="add-sheet-mode-hint">{m.hint}</span>
            </button>
          ))}
        </div>
      )}
      <div className="add-sheet-sets">
        <span id={setsId}>{mode === 'superset' && several ? t('templates.add.rounds') : t('templates.add.sets')}</span>
        <NumberStepper min={1} max={MAX_SETS_PER_ADD} value={sets} onChange={setSets} labelledBy={setsId} />
      </div>
      <Button block color="primary" shape="rounded" size="large" onClick={() => onConfirm({ mode: several ? mode : 'separate', sets })}>
        {t('templates.add.confirm')}
      </Button>
    </div>
  );
}

/**
 * After picking exercises: separate blocks or one superset block, and how many sets
 * (domain addActions). One exercise needs only the number of sets.
 */
export function AddActionsSheet({ actions, onConfirm, onClose }: AddActionsSheetProps) {
  return (
    <Popup visible={actions !== null} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="add-sheet-popup">
      {actions && <SheetBody actions={actions} onConfirm={onConfirm} />}
    </Popup>
  );
}
