import type { ActionSummary } from '@repwise/contracts';
import { Button, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { ActionResults } from './action-results.tsx';
import { ActionToolbar } from './action-toolbar.tsx';
import { DEFAULT_FILTERS, type ActionFilters } from './filters.ts';
import { isSelectionFull, toggleSelection } from './selection.ts';
import './exercise-picker.css';

interface ExercisePickerProps {
  visible: boolean;
  /** Already chosen when the picker opens, e.g. a template's current exercises. */
  initialSelected?: readonly ActionSummary[];
  /** At most this many; unlimited by default. */
  max?: number;
  onConfirm: (selected: ActionSummary[]) => void;
  onClose: () => void;
}

function PickerBody({ initialSelected = [], max = Infinity, onConfirm, onClose }: Omit<ExercisePickerProps, 'visible'>) {
  const { t } = useI18n();
  const titleId = useId();
  const [filters, setFilters] = useState<ActionFilters>(DEFAULT_FILTERS);
  const list = useRef<HTMLDivElement>(null);
  const changeFilters = (next: ActionFilters) => {
    setFilters(next);
    list.current?.scrollTo({ top: 0 });
  };
  const [selected, setSelected] = useState<ActionSummary[]>(() => [...initialSelected]);
  const selectedIds = useMemo(() => new Set(selected.map((a) => a.id)), [selected]);
  const onToggle = useCallback((action: ActionSummary) => setSelected((current) => toggleSelection(current, action, max)), [max]);

  return (
    <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="exercise-picker">
      <header className="exercise-picker-head">
        <h2 id={titleId}>{t('exercises.picker.title')}</h2>
        <button type="button" className="exercise-picker-close" aria-label={t('exercises.picker.close')} onClick={onClose}>
          <CloseOutline aria-hidden />
        </button>
      </header>
      <ActionToolbar filters={filters} onChange={changeFilters} />
      <div className="exercise-picker-list" ref={list}>
        <ActionResults filters={filters} mode={{ kind: 'select', selectedIds, full: isSelectionFull(selected, max), onToggle }} />
      </div>
      <footer className="exercise-picker-footer">
        <Button block color="primary" shape="rounded" size="large" disabled={selected.length === 0} onClick={() => onConfirm(selected)}>
          {t('exercises.picker.add', { count: selected.length })}
        </Button>
      </footer>
    </div>
  );
}

/**
 * Picks several exercises from the library, full height from the bottom, with the same tabs,
 * search, filters and rows as the Exercises tab. Each opening starts from `initialSelected`.
 */
export function ExercisePicker({ visible, onClose, ...rest }: ExercisePickerProps) {
  return (
    <Popup visible={visible} onClose={onClose} bodyClassName="exercise-picker-popup" destroyOnClose closeOnSwipe={false}>
      <PickerBody onClose={onClose} {...rest} />
    </Popup>
  );
}
