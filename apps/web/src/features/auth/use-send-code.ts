import { useI18n } from '../../i18n/index.ts';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import { useSendSms } from './queries.ts';

/**
 * The "send code" action of an SMS code field: sends a code to the number `mobileOf` answers
 * (null when the number is not usable; `mobileOf` has said why) and says whether the server
 * accepted it, so the field's countdown starts only then.
 */
export function useSendCode(mobileOf: () => string | null): () => Promise<boolean> {
  const { t } = useI18n();
  const sendSms = useSendSms();
  return async () => {
    const mobile = mobileOf();
    if (!mobile) return false;
    try {
      await sendSms.mutateAsync(mobile);
      showToast(t('login.codeSent'), 'success');
      return true;
    } catch (error) {
      showErrorToast(error, t('errors.serviceError'));
      return false;
    }
  };
}
