import { Checkbox } from 'antd-mobile';
import { useI18n } from '../../i18n/index.ts';
import { LegalLink } from '../../kit/legal-link.tsx';
import '../../kit/accessible-checkbox.css';
import './agreement-check.css';

interface AgreementCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function AgreementCheck({ checked, onChange }: AgreementCheckProps) {
  const { t } = useI18n();
  return (
    <div className="agreement-check">
      <Checkbox className="accessible-checkbox" checked={checked} onChange={onChange} style={{ '--icon-size': '18px', '--font-size': '13px', '--gap': '8px' }}>
        <span className="agreement-check-text">
          {t('agreement.checkboxPrefix')} <LegalLink page="serviceAgreement">{t('agreement.serviceAgreement')}</LegalLink>{' '}
          {t('agreement.and')} <LegalLink page="privacyPolicy">{t('agreement.privacyPolicy')}</LegalLink>
        </span>
      </Checkbox>
    </div>
  );
}
