import { MUSCLE_GROUPS, MUSCLES, dictLabel, musclesInGroup } from '@repwise/domain';
import { Button, Popup, Selector } from 'antd-mobile';
import { useId, useState } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { FormRow } from '../../../kit/form-row.tsx';
import { inlineLabels, muscleLabels } from '../labels.ts';
import './muscle-select.css';

interface MuscleSelectProps {
  label: string;
  value: string[];
  /** Muscles offered elsewhere (the primary ones, for the secondary list), left out here. */
  exclude?: readonly string[];
  error?: string | undefined;
  field?: string;
  onChange: (muscles: string[]) => void;
}

/** Several muscles, grouped by body region in a sheet from the bottom. */
export function MuscleSelect({ label, value, exclude = [], error, field, onChange }: MuscleSelectProps) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const labelOf = (muscle: string) => {
    const entry = MUSCLES.find((m) => m.value === muscle);
    return entry ? dictLabel(entry, language) : muscle;
  };

  return (
    <>
      <FormRow
        label={label}
        value={value.length > 0 ? inlineLabels(muscleLabels(value, language)) : null}
        placeholder={t('exercises.form.choose')}
        error={error}
        field={field}
        onOpen={() => setOpen(true)}
      />
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName="muscle-sheet">
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="muscle-sheet-content">
          <h2 id={titleId} className="muscle-sheet-title">
            {label}
          </h2>
          {/* A scroll area a keyboard can reach and scroll, named by the sheet's title. */}
          <div className="muscle-sheet-groups" role="region" tabIndex={0} aria-labelledby={titleId}>
            {MUSCLE_GROUPS.map((group) => {
              const options = musclesInGroup(group.value)
                .filter((m) => !exclude.includes(m))
                .map((m) => ({ value: m, label: labelOf(m) }));
              if (options.length === 0) return null;
              const inGroup: readonly string[] = options.map((o) => o.value);
              return (
                <section key={group.value} className="muscle-sheet-group">
                  <h3>{dictLabel(group, language)}</h3>
                  <Selector
                    multiple
                    showCheckMark={false}
                    options={options}
                    value={value.filter((m) => inGroup.includes(m))}
                    onChange={(picked) => onChange([...value.filter((m) => !inGroup.includes(m)), ...picked])}
                  />
                </section>
              );
            })}
          </div>
          <div className="muscle-sheet-footer">
            <Button block color="primary" shape="rounded" size="large" onClick={() => setOpen(false)}>
              {t('exercises.form.done')}
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}
