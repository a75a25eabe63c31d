import { useI18n } from '../../i18n/index.ts';
import './pin-mark.css';

export function PinIcon({ size = 20 }: { size?: number }) {
  return (
    <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden focusable="false">
      <path
        d="M10.6 1.5 14.5 5.4a.7.7 0 0 1-.2 1.1l-2.3 1-2.3 2.4.3 2.6a.7.7 0 0 1-1.2.6L6.5 10.8 2.6 14.7l-1.3-1.3 3.9-3.9-2.3-2.3a.7.7 0 0 1 .6-1.2l2.6.3 2.4-2.3 1-2.3a.7.7 0 0 1 1.1-.2Z"
        fill="currentColor"
      />
    </svg>
  );
}

/** The small "pinned" badge of a list row. */
export function PinMark() {
  const { t } = useI18n();
  return (
    <span className="pin-mark">
      <PinIcon size={11} />
      <span>{t('exercises.pinned')}</span>
    </span>
  );
}
