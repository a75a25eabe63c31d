import { Input } from 'antd-mobile';
import { useI18n } from '../../i18n/index.ts';
import './captcha-field.css';

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The picture's SVG markup; undefined while it loads or when it could not be fetched. */
  svg: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The image code: what the picture shows is typed beside it; tapping the picture draws a new one. */
export function CaptchaField({ value, onChange, svg, loading, onRefresh }: CaptchaFieldProps) {
  const { t } = useI18n();
  return (
    <div className="captcha-field">
      <div className="captcha-input">
        <label htmlFor="login-captcha" className="login-label">
          {t('login.captchaLabel')}
        </label>
        <Input
          id="login-captcha"
          autoComplete="off"
          autoCapitalize="off"
          placeholder={t('login.captchaPlaceholder')}
          maxLength={8}
          value={value}
          onChange={onChange}
        />
      </div>
      <button type="button" className="captcha-refresh" onClick={onRefresh} disabled={loading} aria-label={t('login.captchaRefresh')}>
        {svg ? (
          <img className="captcha-image" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('login.captchaAlt')} width={120} height={44} />
        ) : (
          <span className="captcha-placeholder">{loading ? t('login.captchaLoading') : t('login.captchaRetry')}</span>
        )}
      </button>
    </div>
  );
}
