import type { LoginProviders } from '@repwise/contracts';
import { Button, Input, List, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import type { UserDto } from '@repwise/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import '../../i18n/accounts/index.ts';
import { useI18n } from '../../i18n/index.ts';
import { showToast } from '../../kit/notify.ts';
import { PATHS } from '../../kit/paths.ts';
import { rememberReturnTo, takeReturnTo } from '../../session/return-to.ts';
import {
  qqBody, useLocalAuthorize, useLoginProviders, useOneTapLogin, useSocialLogin, useWebAuthorize, useWebFinish, type SocialCredential, type SocialProvider, type WebReturn,
} from './social-queries.ts';
import './social-login.css';

type Way = 'qq' | 'apple' | 'oneTap';

const SUBJECT = /^[\w.-]{1,64}$/;
const PROVIDER_NAMES = { qq: 'QQ', apple: 'Apple' } as const;

/** A fresh development account id, so "Continue" alone signs in as someone new. */
const newSubject = () => `dev-${Math.random().toString(36).slice(2, 8)}`;

/** What the bind screen needs when the provider's account is new here (spec §2 bindMobile query, credential in the history state). */
export interface BindMobileState {
  credential: SocialCredential;
}

/**
 * Where the page sends a person who is logged in (the page knows the onboarding steps);
 * `returnTo`: the page to go back to, kept while the browser was at QQ or Apple.
 */
type OnLoggedIn = (user: UserDto, areLoginFirstTime: boolean, returnTo?: string) => void;

/**
 * QQ, Apple and one-tap buttons for the ways in a browser can use (spec §2 login screen),
 * loaded lazily with their strings: a local provider's sheet, or the web flow of the real QQ
 * and Apple (to their sign-in page and back here). Real one-tap needs the carrier's SDK in a
 * native shell, so the server says `web: false` and no button shows.
 */
export function SocialLogin({ agreed, onLoggedIn }: { agreed: boolean; onLoggedIn: OnLoggedIn }) {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const providers = useLoginProviders();
  const [sheet, setSheet] = useState<Way | null>(null);
  const webAuthorize = useWebAuthorize();
  const returning = useWebReturn(onLoggedIn);
  const ways = usableWays(providers.data);
  if (returning) {
    return (
      <p className="social-login-returning" role="status">
        {t('social.webSigningIn')}
      </p>
    );
  }
  if (ways.length === 0) return null;

  const toProvider = async (provider: SocialProvider) => {
    try {
      const { url } = await webAuthorize.mutateAsync(provider);
      // The page to go back to waits in this tab while the browser is at the provider.
      rememberReturnTo(query.get('returnTo'));
      window.location.assign(url);
    } catch {
      showToast(t('social.authorizationFailed'));
    }
  };

  const open = (way: Way) => {
    if (!agreed) showToast(t('validation.agreeFirst'));
    else if (way !== 'oneTap' && providers.data?.[way]?.mode === 'real') void toProvider(way);
    else setSheet(way);
  };
  // The visible text is the name: the section's label ("Other ways to log in") says what they are for.
  const labels: Record<Way, string> = { qq: t('social.qq'), apple: t('social.apple'), oneTap: t('social.oneTap') };

  return (
    <section className="social-login" aria-label={t('social.otherWays')}>
      <p className="social-login-divider">{t('social.otherWays')}</p>
      <div className="social-login-buttons">
        {ways.map((way) => (
          <Button key={way} className={`social-login-button social-login-${way}`} shape="rounded" loading={webAuthorize.isPending && webAuthorize.variables === way} onClick={() => open(way)}>
            {labels[way]}
          </Button>
        ))}
      </div>
      {sheet && providers.data && <LocalSignInSheet way={sheet} providers={providers.data} onLoggedIn={onLoggedIn} onClose={() => setSheet(null)} />}
    </section>
  );
}

function usableWays(providers: LoginProviders | undefined): Way[] {
  if (!providers) return [];
  return (['qq', 'apple', 'oneTap'] as const).filter((way) => providers[way]?.web === true);
}

/**
 * What QQ or Apple put in the query of the return address, the app's root (the app routes by
 * the fragment, which an OAuth return address cannot have); null when this is no return.
 */
function providerAnswer(): (WebReturn & { refused: boolean }) | null {
  const query = new URLSearchParams(window.location.search);
  const state = query.get('state');
  if (!state) return null;
  // Apple answers `error=user_cancelled_authorize`; QQ sends no code.
  return { state, code: query.get('code') ?? '', refused: query.has('error') || !query.get('code') };
}

/** States already sent: React runs a mount effect twice in development, and a state answers once. */
const finishedStates = new Set<string>();

/**
 * Back from QQ or Apple: the code and state go to the server once, and leave the address (a
 * reload must not replay them). Answers whether a sign-in is being finished.
 */
function useWebReturn(onLoggedIn: OnLoggedIn): boolean {
  const { t } = useI18n();
  const toBind = useToBind();
  const finish = useWebFinish();
  const [answer] = useState(providerAnswer);

  useEffect(() => {
    if (!answer || finishedStates.has(answer.state)) return;
    finishedStates.add(answer.state);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
    const returnTo = takeReturnTo();
    if (answer.refused) {
      showToast(t('social.authorizationFailed'));
      return;
    }
    finish.mutateAsync({ state: answer.state, code: answer.code }).then(
      (outcome) => {
        if (outcome.registered) onLoggedIn(outcome.user, outcome.areLoginFirstTime, returnTo);
        else if (outcome.credential) toBind(outcome.credential, outcome.profile, returnTo);
        else throw new Error('no credential to bind');
      },
      // Spec §8: a third-party login failure says 'Authorization failed', whatever the cause.
      () => showToast(t('social.authorizationFailed')),
    );
    // Once, on the first render's address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return Boolean(answer && !answer.refused && !finish.isError && !finish.isSuccess);
}

/** An account new here: on to the bind screen, the provider's profile in the address, its credential in the history state. */
function useToBind() {
  const navigate = useNavigate();
  return (credential: SocialCredential, profile: { nickName: string | null; avatar: string | null } | null, returnTo: string | null | undefined) => {
    const search = new URLSearchParams({ provider: credential.provider, ...(credential.provider === 'qq' ? { appid: credential.body.appid } : {}) });
    if (profile?.nickName) search.set('nickName', profile.nickName);
    if (profile?.avatar) search.set('avatar', profile.avatar);
    // Where the person was going before the login (a team's QR code) still waits after the bind.
    if (returnTo) search.set('returnTo', returnTo);
    const state: BindMobileState = { credential };
    void navigate({ pathname: PATHS.bindMobile, search: search.toString() }, { state });
  };
}

/** The local provider's stand-in for the QQ / Apple app or the carrier's one-tap page. */
function LocalSignInSheet({ way, providers, onLoggedIn, onClose }: { way: Way; providers: LoginProviders; onLoggedIn: OnLoggedIn; onClose: () => void }) {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const toBind = useToBind();
  const [subject, setSubject] = useState(newSubject);
  const [nickName, setNickName] = useState('');
  const [mobile, setMobile] = useState('');
  const authorize = useLocalAuthorize();
  const social = useSocialLogin();
  const oneTap = useOneTapLogin();
  const busy = authorize.isPending || social.isPending || oneTap.isPending;
  const title = way === 'oneTap' ? t('social.localOneTapTitle') : t('social.localTitle', { provider: PROVIDER_NAMES[way] });
  const note = way === 'oneTap' ? t('social.localOneTapNote') : t('social.localNote', { provider: PROVIDER_NAMES[way] });

  const signInWith = async (credential: SocialCredential) => {
    const outcome = await social.mutateAsync(credential);
    if (outcome.registered) return onLoggedIn(outcome.user, outcome.areLoginFirstTime);
    toBind(credential, outcome.profile, query.get('returnTo'));
  };

  const submit = async () => {
    if (way !== 'oneTap' && !SUBJECT.test(subject.trim())) {
      showToast(t('social.subjectFormat'));
      return;
    }
    try {
      if (way === 'oneTap') {
        const credential = await authorize.mutateAsync({ provider: 'oneTap', mobile });
        const { user, areLoginFirstTime } = await oneTap.mutateAsync(credential.token);
        return onLoggedIn(user, areLoginFirstTime);
      }
      if (way === 'qq') {
        const credential = await authorize.mutateAsync({ provider: 'qq', subject: subject.trim(), ...(nickName.trim() ? { nickName: nickName.trim() } : {}) });
        return await signInWith({ provider: 'qq', body: qqBody(credential, providers.qq?.appid ?? '') });
      }
      const credential = await authorize.mutateAsync({ provider: 'apple', subject: subject.trim() });
      return await signInWith({ provider: 'apple', body: { openid: credential.subject, identityToken: credential.token } });
    } catch {
      // Spec §8: a third-party login failure says 'Authorization failed', whatever the cause.
      showToast(t('social.authorizationFailed'));
    }
  };

  return (
    <Popup visible onMaskClick={onClose} bodyClassName="social-sheet" destroyOnClose>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 className="social-sheet-title">{title}</h2>
        <p className="social-sheet-note">{note}</p>
        <List className="social-sheet-fields">
          {way === 'oneTap' ? (
            <List.Item>
              <label htmlFor="social-mobile" className="login-label">{t('social.localMobile')}</label>
              <Input id="social-mobile" type="tel" inputMode="tel" placeholder={t('login.mobilePlaceholder')} maxLength={16} value={mobile} onChange={setMobile} />
            </List.Item>
          ) : (
            <List.Item>
              <label htmlFor="social-subject" className="login-label">{t('social.localSubject')}</label>
              <Input id="social-subject" placeholder={t('social.localSubjectPlaceholder')} maxLength={64} value={subject} onChange={setSubject} />
            </List.Item>
          )}
          {way === 'qq' && (
            <List.Item>
              <label htmlFor="social-nickname" className="login-label">{t('social.localNickName')}</label>
              <Input id="social-nickname" placeholder={t('social.localNickNamePlaceholder')} maxLength={40} value={nickName} onChange={setNickName} />
            </List.Item>
          )}
        </List>
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={busy}>
          {t('social.localContinue')}
        </Button>
        <Button block fill="none" size="large" onClick={onClose}>
          {t('social.localCancel')}
        </Button>
      </form>
    </Popup>
  );
}
