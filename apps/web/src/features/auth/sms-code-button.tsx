import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { SMS_CODE } from '../../kit/constants.ts';

const COUNTDOWN_SECONDS = SMS_CODE.resendAfterMs / 1000;

interface SmsCodeButtonProps {
  /** Sends the code; resolves true when the server accepted it, which starts the countdown. */
  onSend: () => Promise<boolean>;
}

/** "Get code" with the 60 s resend countdown. */
export function SmsCodeButton({ onSend }: SmsCodeButtonProps) {
  const { t } = useI18n();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) setSecondsLeft(COUNTDOWN_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="small"
      fill="none"
      color="primary"
      className="sms-code-button"
      loading={sending}
      disabled={secondsLeft > 0}
      onClick={() => void send()}
    >
      {secondsLeft > 0 ? t('login.resendIn', { seconds: secondsLeft }) : t('login.getCode')}
    </Button>
  );
}
