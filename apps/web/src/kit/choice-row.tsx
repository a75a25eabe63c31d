import { Picker } from 'antd-mobile';
import { useState } from 'react';
import { PICKER_ITEM_HEIGHT_PX } from '../base/constants.ts';
import { FormRow } from './form-row.tsx';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceRowProps {
  label: string;
  choices: readonly Choice[];
  value: string | null;
  placeholder: string;
  error?: string | undefined;
  field?: string;
  required?: boolean;
  onChange: (value: string) => void;
}

/** One value from a list, on the bottom picker wheel. */
export function ChoiceRow({ label, choices, value, placeholder, error, field, required, onChange }: ChoiceRowProps) {
  const [open, setOpen] = useState(false);
  const chosen = choices.find((c) => c.value === value);
  return (
    <>
      <FormRow label={label} value={chosen?.label ?? null} placeholder={placeholder} error={error} field={field} required={required} onOpen={() => setOpen(true)} />
      <Picker
        columns={[choices.map((c) => ({ label: c.label, value: c.value }))]}
        visible={open}
        title={label}
        value={[value ?? choices[0]?.value ?? null]}
        onClose={() => setOpen(false)}
        onConfirm={([picked]) => {
          if (typeof picked === 'string') onChange(picked);
        }}
        style={{ '--item-height': `${PICKER_ITEM_HEIGHT_PX}px` }}
        mouseWheel
      />
    </>
  );
}
