import { dictLabel, type DictEntry } from '@repwise/domain';
import { Popup } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useI18n } from '../../i18n/index.ts';
import './filter-sheet.css';

interface FilterSheetProps {
  visible: boolean;
  title: string;
  options: readonly DictEntry[];
  value: string | undefined;
  /** undefined clears the filter. */
  onPick: (value: string | undefined) => void;
  onClose: () => void;
}

/** One filter's choices from the bottom: "All" and the vocabulary, one tap picks and closes. */
export function FilterSheet({ visible, title, options, value, onPick, onClose }: FilterSheetProps) {
  const { t, language } = useI18n();
  const titleId = useId();
  const choices = [{ value: undefined, label: t('exercises.filters.all') }, ...options.map((o) => ({ value: o.value, label: dictLabel(o, language) }))];
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="filter-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="filter-sheet-content">
        <h2 id={titleId} className="filter-sheet-title">
          {title}
        </h2>
        <div role="radiogroup" aria-labelledby={titleId} className="filter-sheet-options">
          {choices.map((choice) => {
            const checked = choice.value === value;
            return (
              <button
                key={choice.value ?? ''}
                type="button"
                role="radio"
                aria-checked={checked}
                className={checked ? 'filter-sheet-option is-checked' : 'filter-sheet-option'}
                onClick={() => {
                  onPick(choice.value);
                  onClose();
                }}
              >
                <span>{choice.label}</span>
                {checked && <CheckOutline aria-hidden />}
              </button>
            );
          })}
        </div>
      </div>
    </Popup>
  );
}
