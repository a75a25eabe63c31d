import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';

interface SmsCodeButtonProps {
  /** Sends the code; resolves the seconds until another may be asked (the countdown), or null when none was sent. */
  onSend: () => Promise<number | null>;
}

/** "Get code" with the resend countdown the server gives (60 s). */
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
      const wait = await onSend();
      if (wait !== null) setSecondsLeft(wait);
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
