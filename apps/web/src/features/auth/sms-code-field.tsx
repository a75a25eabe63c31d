import { Input } from 'antd-mobile';
import { useI18n } from '../../i18n/index.ts';
import { SMS_CODE } from '../../base/constants.ts';
import { SmsCodeButton } from './sms-code-button.tsx';
import './sms-code-field.css';

interface SmsCodeFieldProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  /** Sends the code; resolves the seconds of the countdown, or null when none was sent. */
  onSend: () => Promise<number | null>;
}

/** A labelled SMS code input with its "Get code" button, for the pages that ask for a code outside the login screen. */
export function SmsCodeField({ id, value, onChange, onSend }: SmsCodeFieldProps) {
  const { t } = useI18n();
  return (
    <div className="sms-code-field">
      <div className="sms-code-field-input">
        <label htmlFor={id} className="sms-code-field-label">
          {t('login.codeLabel')}
        </label>
        <Input id={id} inputMode="numeric" autoComplete="one-time-code" placeholder={t('login.codePlaceholder')} maxLength={SMS_CODE.length} value={value} onChange={onChange} />
      </div>
      <SmsCodeButton onSend={onSend} />
    </div>
  );
}

/** A code of the right shape (6 digits), before it is sent to the server. */
export function isSmsCodeShaped(code: string): boolean {
  return new RegExp(`^\\d{${SMS_CODE.length}}$`).test(code.trim());
}
