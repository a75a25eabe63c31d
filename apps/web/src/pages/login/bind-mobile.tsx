import { Button, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSendCode } from '../../features/auth/use-send-code.ts';
import type { BindMobileState } from '../../features/auth/social-login.tsx';
import { useBindMobile } from '../../features/auth/social-queries.ts';
import { SmsCodeButton } from '../../features/auth/sms-code-button.tsx';
import { useLoginChecks } from '../../features/auth/use-login-checks.ts';
import { onboardingPath } from '../../features/onboarding/onboarding-path.ts';
import '../../i18n/accounts/index.ts';
import { useI18n } from '../../i18n/index.ts';
import { BrandMark } from '../../kit/brand-mark.tsx';
import { SMS_CODE } from '../../base/constants.ts';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import { PATHS } from '../../kit/paths.ts';
import { rememberReturnTo } from '../../session/return-to.ts';
import './login-by-mobile-code.css';

const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE.length}}$`);
const PROVIDER_NAMES: Record<string, string> = { qq: 'QQ', apple: 'Apple' };

function credentialOf(state: unknown): BindMobileState['credential'] | null {
  const credential = (state as Partial<BindMobileState> | null)?.credential;
  return credential && (credential.provider === 'qq' || credential.provider === 'apple') ? credential : null;
}

/**
 * Bind mobile (spec §2, §4): a QQ or Apple account new to the server binds a phone by SMS
 * code; register/qq or register/ios then links it (to the number's account when it has one)
 * and logs in, on to the first-login steps or home. The query carries the provider and the
 * profile it gave; the provider's credential travels in the history state, not the address.
 */
export function BindMobilePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [query] = useSearchParams();
  const [mobileText, setMobileText] = useState('');
  const [code, setCode] = useState('');
  const { checkedMobile } = useLoginChecks();
  const bind = useBindMobile();
  const credential = credentialOf(location.state);
  const provider = PROVIDER_NAMES[query.get('provider') ?? ''] ?? PROVIDER_NAMES[credential?.provider ?? ''] ?? '';
  const nickName = query.get('nickName');

  const onSend = useSendCode(() => checkedMobile(mobileText));

  const onBind = async () => {
    const mobile = checkedMobile(mobileText);
    if (!mobile || !credential) return;
    if (!CODE_PATTERN.test(code.trim())) {
      showToast(t('validation.codeFormat'));
      return;
    }
    try {
      const outcome = await bind.mutateAsync({ credential, mobile, smsCode: code.trim() });
      if (!outcome.registered) throw new Error('the server did not register the binding');
      rememberReturnTo(query.get('returnTo'));
      void navigate(onboardingPath(outcome.user, outcome.areLoginFirstTime), { replace: true });
    } catch (error) {
      // A wrong code or a taken account: the server's words; anything else, the spec's text.
      showErrorToast(error, t('bindMobile.failed'));
    }
  };

  return (
    <div className="login-page">
      <header className="login-hero">
        <BrandMark size={60} />
        <h1 className="login-title">{t('bindMobile.title')}</h1>
        {nickName && <p className="login-subtitle">{t('bindMobile.greeting', { name: nickName })}</p>}
        <p className="login-subtitle">{t('bindMobile.subtitle', { provider })}</p>
      </header>

      <main className="login-card">
        {credential ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void onBind();
            }}
          >
            <List mode="card" className="login-fields">
              <List.Item>
                <label htmlFor="bind-mobile" className="login-label">{t('login.mobileLabel')}</label>
                <Input id="bind-mobile" type="tel" inputMode="tel" autoComplete="tel" placeholder={t('login.mobilePlaceholder')} maxLength={16} value={mobileText} onChange={setMobileText} />
              </List.Item>
              <List.Item extra={<SmsCodeButton onSend={onSend} />}>
                <label htmlFor="bind-code" className="login-label">{t('login.codeLabel')}</label>
                <Input id="bind-code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" placeholder={t('login.codePlaceholder')} maxLength={SMS_CODE.length} value={code} onChange={setCode} />
              </List.Item>
            </List>
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={bind.isPending}>
              {t('bindMobile.submit')}
            </Button>
          </form>
        ) : (
          <p className="login-locked" role="alert">{t('bindMobile.expired')}</p>
        )}
        <Link className="login-switch" to={PATHS.loginByMobileCode} replace>
          {t('bindMobile.backToLogin')}
        </Link>
      </main>
    </div>
  );
}
