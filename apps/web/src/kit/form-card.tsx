import { Switch } from 'antd-mobile';
import { useEffect, useId, type ReactNode } from 'react';
import './form-card.css';

/** A titled white card of form rows. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="form-card-section">
      <h2 className="form-card-title">{title}</h2>
      <div className="form-card">{children}</div>
    </section>
  );
}

interface FormBlockProps {
  label: string;
  hint?: string | undefined;
  /** The input the label names; without it the label is plain text (chips, a selector). */
  htmlFor?: string | undefined;
  /** Marks the block for scrolling to the first problem. */
  field?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  /** A field that must be filled: marked before anything is submitted, and aria-required on the input `htmlFor` names. */
  required?: boolean | undefined;
  children: ReactNode;
}

/** The visible mark of a required field; what it means is said by aria-required or the row's name. */
export function RequiredMark() {
  return (
    <span className="form-required-mark" aria-hidden>
      *
    </span>
  );
}

/** A labelled block of a form card: the label above its content (an input, chips). */
export function FormBlock({ label, hint, htmlFor, field, error, className, required, children }: FormBlockProps) {
  // antd-mobile's Input and TextArea pass no aria-* to their element, so it is set on the element the label names.
  useEffect(() => {
    const input = htmlFor ? document.getElementById(htmlFor) : null;
    if (!input) return;
    if (required) input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  }, [htmlFor, required]);
  const labelElement = htmlFor ? (
    <label className="form-block-label" htmlFor={htmlFor}>
      {label}
    </label>
  ) : (
    <span className="form-block-label">{label}</span>
  );
  return (
    <div className={className ? `form-block ${className}` : 'form-block'} data-field={field}>
      {/* The mark sits beside the label, not in it: the field's name stays its label alone. */}
      {required ? (
        <div className="form-block-head">
          {labelElement}
          <RequiredMark />
        </div>
      ) : (
        labelElement
      )}
      {hint && <p className="form-block-hint">{hint}</p>}
      {children}
      {error && (
        <p className="form-error form-block-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface SwitchRowProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting with its explanation; the whole row is the switch, not just the small toggle. */
export function SwitchRow({ label, hint, checked, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <button type="button" role="switch" aria-checked={checked} aria-labelledby={id} aria-describedby={`${id}-hint`} className="form-switch-row form-block" onClick={() => onChange(!checked)}>
      <span className="form-switch-text">
        <span id={id} className="form-block-label">
          {label}
        </span>
        <span id={`${id}-hint`} className="form-block-hint">
          {hint}
        </span>
      </span>
      <Switch checked={checked} aria-hidden className="form-switch-visual" />
    </button>
  );
}
