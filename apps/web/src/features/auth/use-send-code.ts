import { useI18n } from '../../i18n/index.ts';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import { useSendSms } from './queries.ts';

/**
 * The "send code" action of an SMS code field: sends a code to the number `mobileOf` answers
 * (null when the number is not usable; `mobileOf` has said why) and answers the seconds the
 * server says to wait before another, or null when no code was sent: the field's countdown
 * starts only then, from the server's figure.
 */
export function useSendCode(mobileOf: () => string | null): () => Promise<number | null> {
  const { t } = useI18n();
  const sendSms = useSendSms();
  return async () => {
    const mobile = mobileOf();
    if (!mobile) return null;
    try {
      const { resendAfterSeconds } = await sendSms.mutateAsync(mobile);
      showToast(t('login.codeSent'), 'success');
      return resendAfterSeconds;
    } catch (error) {
      showErrorToast(error, t('errors.serviceError'));
      return null;
    }
  };
}
