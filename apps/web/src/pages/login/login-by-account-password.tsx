import { md5 } from '@repwise/domain';
import { Button, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { AgreementCheck } from '../../features/auth/agreement-check.tsx';
import { CaptchaField } from '../../features/auth/captcha-field.tsx';
import { useCaptcha, usePasswordLogin } from '../../features/auth/queries.ts';
import { useLoginChecks } from '../../features/auth/use-login-checks.ts';
import { onboardingPath } from '../../features/onboarding/onboarding-path.ts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { BrandMark } from '../../kit/brand-mark.tsx';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import { PATHS } from '../../kit/paths.ts';
import { rememberReturnTo } from '../../session/return-to.ts';
import './login-by-mobile-code.css';

/** When the server locked the number's password login: its answer carries the end. */
function lockedUntilOf(error: unknown): Date | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const until = (error.data as { lockedUntil?: unknown } | null)?.lockedUntil;
  return typeof until === 'string' && !Number.isNaN(Date.parse(until)) ? new Date(until) : null;
}

/** Phone number and password, with an image code (spec §2 loginByAccountPassword, §5, §7). */
export function LoginByAccountPasswordPage() {
  const { t } = useI18n();
  const { formatDateTime } = useFormat();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [mobileText, setMobileText] = useState('');
  const [password, setPassword] = useState('');
  const [answer, setAnswer] = useState('');
  const [lockedUntil, setLockedUntil] = useState<Date | null>(null);
  const { agreed, changeAgreement, checkedMobile } = useLoginChecks();
  const captcha = useCaptcha();
  const login = usePasswordLogin();

  const newCaptcha = () => {
    setAnswer('');
    void captcha.refetch();
  };

  const onLogin = async () => {
    const mobile = checkedMobile(mobileText);
    if (!mobile) return;
    if (!password) {
      showToast(t('login.passwordRequired'));
      return;
    }
    if (!answer.trim() || !captcha.data) {
      showToast(t('validation.imageCodeRequired'));
      return;
    }
    try {
      const { user, areLoginFirstTime } = await login.mutateAsync({ mobile, password: md5(password), code: `${captcha.data.key}@${answer.trim()}` });
      rememberReturnTo(query.get('returnTo'));
      void navigate(onboardingPath(user, areLoginFirstTime), { replace: true });
    } catch (error) {
      // Each image code works once, right or wrong.
      newCaptcha();
      const until = lockedUntilOf(error);
      setLockedUntil(until);
      if (!until) showErrorToast(error, t('errors.serviceError'));
    }
  };

  const untilText = lockedUntil ? formatDateTime(lockedUntil) : undefined;

  return (
    <div className="login-page">
      <header className="login-hero">
        <BrandMark size={60} />
        <h1 className="login-title">{t('login.passwordTitle')}</h1>
        <p className="login-subtitle">{t('login.passwordSubtitle')}</p>
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
              <Input id="login-mobile" type="tel" inputMode="tel" autoComplete="tel" placeholder={t('login.mobilePlaceholder')} maxLength={16} value={mobileText} onChange={setMobileText} />
            </List.Item>
            <List.Item>
              <label htmlFor="login-password" className="login-label">
                {t('login.passwordLabel')}
              </label>
              <Input id="login-password" type="password" autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} maxLength={64} value={password} onChange={setPassword} />
            </List.Item>
            <List.Item>
              <CaptchaField value={answer} onChange={setAnswer} svg={captcha.data?.svg} loading={captcha.isFetching} onRefresh={newCaptcha} />
            </List.Item>
          </List>

          {untilText && (
            <p className="login-locked" role="alert">
              {t('login.lockedUntil', { time: untilText })}
            </p>
          )}

          <AgreementCheck checked={agreed} onChange={changeAgreement} />

          <Button block type="submit" color="primary" size="large" shape="rounded" loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </form>
        <Link className="login-switch" to={{ pathname: PATHS.loginByMobileCode, search: query.toString() }} replace>
          {t('login.withSmsCode')}
        </Link>
      </main>
    </div>
  );
}
