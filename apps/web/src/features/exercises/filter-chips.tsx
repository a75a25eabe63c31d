import { labelOf } from '@repwise/domain';
import { CloseCircleFill, DownFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { FILTER_NAMES, FILTER_OPTIONS, activeFilterCount, withFilter, type ActionFilters, type FilterName } from './filters.ts';
import { FilterSheet } from './filter-sheet.tsx';
import './filter-chips.css';

interface FilterChipsProps {
  filters: ActionFilters;
  onChange: (filters: ActionFilters) => void;
}

/** Muscle group, equipment and movement pattern as chips; each opens its choices from the bottom. */
export function FilterChips({ filters, onChange }: FilterChipsProps) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState<FilterName | null>(null);
  const titleOf = (name: FilterName) => t(`exercises.filters.${name}`);

  return (
    <div className="filter-chips" role="group" aria-label={t('exercises.filters.title')}>
      {FILTER_NAMES.map((name) => {
        const value = filters[name];
        const label = value ? labelOf(FILTER_OPTIONS[name], value, language) : titleOf(name);
        return (
          <button
            key={name}
            type="button"
            className={value ? 'filter-chip is-active' : 'filter-chip'}
            aria-haspopup="dialog"
            aria-label={value ? `${titleOf(name)}: ${label}` : titleOf(name)}
            onClick={() => setOpen(name)}
          >
            <span className="filter-chip-pill">
              <span className="filter-chip-label">{label}</span>
              <DownFill className="filter-chip-arrow" aria-hidden />
            </span>
          </button>
        );
      })}
      {activeFilterCount(filters) > 0 && (
        <button
          type="button"
          className="filter-chip filter-chip-reset"
          aria-label={t('exercises.filters.reset')}
          title={t('exercises.filters.reset')}
          onClick={() => onChange({ scope: filters.scope, keyword: filters.keyword })}
        >
          <CloseCircleFill aria-hidden />
        </button>
      )}
      {open && (
        <FilterSheet
          visible
          title={titleOf(open)}
          options={FILTER_OPTIONS[open]}
          value={filters[open]}
          onPick={(value) => onChange(withFilter(filters, open, value))}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
