import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { LONG_VIBRATION_MS, beep, vibrate } from './alerts.ts';
import { formatClock } from '../../i18n/format.ts';
import { REST_STEP_SECONDS, adjustRest, restRemaining } from './rest-timer.ts';
import { useNow } from './use-local-session.ts';

interface RestBarProps {
  restEndsAt: number;
  onChange: (restEndsAt: number | null) => void;
}

/** The running rest: what is left, −15 s / +15 s / skip; at the end a long vibration and a beep. */
export function RestBar({ restEndsAt, onChange }: RestBarProps) {
  const { t } = useI18n();
  const now = useNow(250);
  const left = restRemaining(restEndsAt, now);

  useEffect(() => {
    const timer = setTimeout(() => {
      vibrate(LONG_VIBRATION_MS);
      beep();
      onChange(null);
    }, Math.max(0, restEndsAt - Date.now()));
    return () => clearTimeout(timer);
  }, [restEndsAt, onChange]);

  return (
    <div className="rest-bar" role="timer" aria-label={t('training.rest.label')}>
      <div className="rest-bar-time">
        <span className="rest-bar-label">{t('training.rest.label')}</span>
        <span className="rest-bar-clock">{formatClock(left)}</span>
      </div>
      <Button onClick={() => onChange(adjustRest(restEndsAt, Date.now(), -REST_STEP_SECONDS))}>
        {t('training.rest.less')}
      </Button>
      <Button onClick={() => onChange(adjustRest(restEndsAt, Date.now(), REST_STEP_SECONDS))}>
        {t('training.rest.more')}
      </Button>
      <Button color="primary" onClick={() => onChange(null)}>
        {t('training.rest.skip')}
      </Button>
    </div>
  );
}
