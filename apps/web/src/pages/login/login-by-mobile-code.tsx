import { Button, Input, List } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AgreementCheck } from '../../features/auth/agreement-check.tsx';
import { AgreementPopup } from '../../features/auth/agreement-popup.tsx';
import { readAgreementAccepted } from '../../features/auth/agreement-storage.ts';
import { useSmsLogin } from '../../features/auth/queries.ts';
import { useSendCode } from '../../features/auth/use-send-code.ts';
import { PrintedCodesHint } from '../../features/auth/printed-codes-hint.tsx';
import { SmsCodeButton } from '../../features/auth/sms-code-button.tsx';
import { useLoginChecks } from '../../features/auth/use-login-checks.ts';
import { onboardingPath } from '../../features/onboarding/onboarding-path.ts';
import { useI18n } from '../../i18n/index.ts';
import { BrandMark } from '../../kit/brand-mark.tsx';
import { SMS_CODE } from '../../base/constants.ts';
import { PATHS } from '../../kit/paths.ts';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import { rememberReturnTo } from '../../session/return-to.ts';
import './login-by-mobile-code.css';

// The QQ / Apple / one-tap buttons and their strings are a chunk of their own: the login route's JS budget is nearly full.
const SocialLogin = lazy(() => import('../../features/auth/social-login.tsx').then((m) => ({ default: m.SocialLogin })));

const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE.length}}$`);

/** SMS code login, the main way in (spec §2, §5, §7). Plain inputs, not Form: the form library would double this first screen's weight. */
export function LoginByMobileCodePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [mobileText, setMobileText] = useState('');
  const [code, setCode] = useState('');
  const { agreed, changeAgreement, checkedMobile: checked } = useLoginChecks();
  const [popupVisible, setPopupVisible] = useState(() => !readAgreementAccepted());
  const login = useSmsLogin();

  const checkedMobile = () => checked(mobileText);

  const onSend = useSendCode(checkedMobile);

  const onLogin = async () => {
    const mobile = checkedMobile();
    if (!mobile) return;
    if (!CODE_PATTERN.test(code.trim())) {
      showToast(t('validation.codeFormat'));
      return;
    }
    try {
      const { user, areLoginFirstTime } = await login.mutateAsync({ mobile, code: code.trim() });
      rememberReturnTo(query.get('returnTo'));
      void navigate(onboardingPath(user, areLoginFirstTime), { replace: true });
    } catch (error) {
      showErrorToast(error, t('errors.loginFailed'));
    }
  };

  return (
    <div className="login-page">
      <header className="login-hero">
        <BrandMark size={60} />
        <h1 className="login-title">{t('login.welcome')}</h1>
        <p className="login-subtitle">{t('login.subtitle')}</p>
      </header>

      <main className="login-card">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onLogin();
          }}
        >
          <List mode="card" className="login-fields">
            <List.Item>
              <label htmlFor="login-mobile" className="login-label">
                {t('login.mobileLabel')}
              </label>
              <Input
                id="login-mobile"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={t('login.mobilePlaceholder')}
                maxLength={16}
                value={mobileText}
                onChange={setMobileText}
              />
            </List.Item>
            <List.Item extra={<SmsCodeButton onSend={onSend} />}>
              <label htmlFor="login-code" className="login-label">
                {t('login.codeLabel')}
              </label>
              <Input
                id="login-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                placeholder={t('login.codePlaceholder')}
                maxLength={SMS_CODE.length}
                value={code}
                onChange={setCode}
              />
            </List.Item>
          </List>

          <AgreementCheck checked={agreed} onChange={changeAgreement} />
          <PrintedCodesHint />

          <Button block type="submit" color="primary" size="large" shape="rounded" loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </form>
        <Link className="login-switch" to={{ pathname: PATHS.loginByAccountPassword, search: query.toString() }} replace>
          {t('login.withPassword')}
        </Link>
        <Suspense fallback={null}>
          <SocialLogin
            agreed={agreed}
            onLoggedIn={(user, areLoginFirstTime, returnTo) => {
              rememberReturnTo(returnTo ?? query.get('returnTo'));
              void navigate(onboardingPath(user, areLoginFirstTime), { replace: true });
            }}
          />
        </Suspense>
      </main>

      <AgreementPopup
        visible={popupVisible}
        onAccept={() => {
          changeAgreement(true);
          setPopupVisible(false);
        }}
        onRefuse={() => setPopupVisible(false)}
      />
    </div>
  );
}
