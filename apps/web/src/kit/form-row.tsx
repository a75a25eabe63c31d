import { RightOutline } from 'antd-mobile-icons';
import { useId, type ReactNode } from 'react';
import { useI18n } from '../i18n/index.ts';
import { RequiredMark } from './form-card.tsx';
import './form-card.css';
import './form-row.css';

interface FormRowProps {
  label: string;
  /** What is chosen, or null to show the placeholder. */
  value: ReactNode;
  placeholder: string;
  error?: string | undefined;
  onOpen: () => void;
  /** Marks the row for scrolling to the first problem. */
  field?: string | undefined;
  /** A choice that must be made: marked before anything is submitted, and "required" in the row's name. */
  required?: boolean | undefined;
}

/** A settings-style row: the label, what is chosen and an arrow; a tap opens the chooser. */
export function FormRow({ label, value, placeholder, error, onOpen, field, required }: FormRowProps) {
  const { t } = useI18n();
  const labelId = useId();
  const valueId = useId();
  const errorId = useId();
  const requiredId = useId();
  const describedBy = [error ? errorId : null, required ? requiredId : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'form-row has-error' : 'form-row'} data-field={field}>
      {/* Named by the label and what is chosen, so what is read out holds all that is seen (WCAG 2.5.3); the space keeps the two words apart. */}
      <button type="button" className="form-row-button" aria-labelledby={`${labelId} ${valueId}`} aria-describedby={describedBy || undefined} onClick={onOpen}>
        <span id={labelId} className="form-row-label">
          {label}
        </span>
        {/* The mark beside the label; "required" is the row's description, so its name stays label and value. */}
        {required && (
          <>
            <RequiredMark />
            <span id={requiredId} className="visually-hidden">
              {t('common.required')}
            </span>
          </>
        )}{' '}
        <span id={valueId} className={value ? 'form-row-value' : 'form-row-placeholder'}>
          {value || placeholder}
        </span>
        <RightOutline className="form-row-arrow" aria-hidden />
      </button>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
