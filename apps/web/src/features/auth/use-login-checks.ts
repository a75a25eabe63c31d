import { isValidMobile, normalizeMobile } from '@repwise/domain';
import { useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { showToast } from '../../kit/notify.ts';
import { readAgreementAccepted, writeAgreementAccepted } from './agreement-storage.ts';

/** What every way in checks first: the agreement (spec §5), then a valid number. */
export function useLoginChecks() {
  const { t } = useI18n();
  const [agreed, setAgreed] = useState(readAgreementAccepted);

  const changeAgreement = (accepted: boolean) => {
    writeAgreementAccepted(accepted);
    setAgreed(accepted);
  };

  /** The normalized number, or null after saying what is wrong. */
  const checkedMobile = (mobileText: string): string | null => {
    if (!agreed) {
      showToast(t('validation.agreeFirst'));
      return null;
    }
    const mobile = normalizeMobile(mobileText);
    if (!mobile || !isValidMobile(mobile)) {
      showToast(t('validation.mobileFormat'));
      return null;
    }
    return mobile;
  };

  return { agreed, changeAgreement, checkedMobile };
}
