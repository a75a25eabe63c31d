import { Button, Popup } from 'antd-mobile';
import { useI18n } from '../../i18n/index.ts';
import { LegalLink } from '../../kit/legal-link.tsx';
import './agreement-popup.css';

interface AgreementPopupProps {
  visible: boolean;
  onAccept: () => void;
  onRefuse: () => void;
}

/** The user agreement and privacy notice with accept and refuse buttons (spec §1). */
export function AgreementPopup({ visible, onAccept, onRefuse }: AgreementPopupProps) {
  const { t } = useI18n();
  return (
    <Popup visible={visible} closeOnMaskClick={false} bodyClassName="agreement-popup">
      <div role="dialog" aria-modal="true" aria-labelledby="agreement-title" className="agreement-popup-content">
        <h2 id="agreement-title" className="agreement-popup-title">
          {t('agreement.title')}
        </h2>
        <div className="agreement-popup-text">
          <p>{t('agreement.intro')}</p>
          <p>{t('agreement.data')}</p>
          <p className="agreement-popup-read">{t('agreement.readMore')}</p>
          <div className="agreement-popup-links">
            <LegalLink page="serviceAgreement">{t('agreement.serviceAgreement')}</LegalLink>
            <LegalLink page="privacyPolicy">{t('agreement.privacyPolicy')}</LegalLink>
          </div>
        </div>
        <div className="agreement-popup-actions">
          <Button block size="large" color="primary" shape="rounded" onClick={onAccept}>
            {t('agreement.accept')}
          </Button>
          <Button block size="large" fill="none" onClick={onRefuse}>
            {t('agreement.refuse')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
