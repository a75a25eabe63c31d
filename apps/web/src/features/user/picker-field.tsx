import { Picker } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { PICKER_ITEM_HEIGHT_PX } from '../../base/constants.ts';
import type { PickerSpec } from './base-info-fields.ts';
import './picker-field.css';

interface PickerFieldProps {
  spec: PickerSpec;
  placeholder: string;
  /** Set by Form.Item, which also links its label to this id. */
  id?: string;
  value?: number | null;
  onChange?: (value: number) => void;
}

/** A form control that shows the chosen value and opens a bottom picker wheel. */
export function PickerField({ spec, placeholder, id, value, onChange }: PickerFieldProps) {
  const [open, setOpen] = useState(false);
  const hasValue = value !== undefined && value !== null;
  return (
    <>
      <button type="button" id={id} className="picker-field" onClick={() => setOpen(true)}>
        <span className={hasValue ? 'picker-field-value' : 'picker-field-placeholder'}>{hasValue ? spec.format(value) : placeholder}</span>
        <RightOutline className="picker-field-arrow" aria-hidden />
      </button>
      <Picker
        columns={[spec.options.map((o) => ({ label: o.label, value: String(o.value) }))]}
        visible={open}
        title={spec.title}
        value={[String(spec.normalize(value ?? spec.initial))]}
        onClose={() => setOpen(false)}
        onConfirm={([picked]) => {
          if (picked !== null && picked !== undefined) onChange?.(spec.normalize(Number(picked)));
        }}
        style={{ '--item-height': `${PICKER_ITEM_HEIGHT_PX}px` }}
        mouseWheel
      />
    </>
  );
}
