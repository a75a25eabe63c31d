import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../api/request.ts';
import { useI18n } from '../../i18n/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { browserCapabilities, type BrowserCapabilities } from './browser-capabilities.ts';
import { CapabilityPage } from './capability-page.tsx';

function Fact({ label, value, no = false }: { label: string; value: string; no?: boolean }) {
  return (
    <div className="capability-fact">
      <dt>{label}</dt>
      <dd className={no ? 'is-no' : undefined}>{value}</dd>
    </div>
  );
}

/** The installation's providers as GET console.capabilities names them (never a secret). */
function ServerFacts() {
  const { t } = useI18n();
  const capabilities = useQuery({ queryKey: ['console', 'capabilities'], queryFn: ({ signal }) => api('console.capabilities', { signal }), retry: false });
  if (capabilities.isPending) return <PageLoading />;
  if (capabilities.isError) return <LoadError error={capabilities.error} onRetry={() => void capabilities.refetch()} />;
  const c = capabilities.data;
  return (
    <dl className="capability-facts">
      <Fact label={t('capabilityTest.server.version')} value={c.version} />
      <Fact label={t('capabilityTest.server.database')} value={t(`capabilityTest.server.kinds.${c.database}`)} />
      <Fact label={t('capabilityTest.server.keyValueStore')} value={t(`capabilityTest.server.kinds.${c.keyValueStore}`)} />
      <Fact label={t('capabilityTest.server.storage')} value={t(`capabilityTest.server.kinds.${c.storage}`)} />
      <Fact label={t('capabilityTest.server.sms')} value={t(c.sms.real ? 'capabilityTest.server.smsReal' : 'capabilityTest.server.smsLocal', { provider: c.sms.provider })} />
      {c.signIn.map((s) => (
        <Fact
          key={s.provider}
          label={t('capabilityTest.server.signIn', { provider: t(`capabilityTest.server.providers.${s.provider}`) })}
          value={t(!s.configured ? 'capabilityTest.server.notConfigured' : s.real ? 'capabilityTest.server.configured' : 'capabilityTest.server.configuredLocal')}
          no={!s.configured}
        />
      ))}
      <Fact label={t('capabilityTest.server.publicUrl')} value={c.publicUrl ?? t('capabilityTest.server.noPublicUrl')} no={c.publicUrl === null} />
    </dl>
  );
}

const BROWSER_ROWS: readonly (keyof BrowserCapabilities)[] = ['serviceWorker', 'share', 'clipboard', 'vibration', 'camera', 'online'];

/** What this browser offers, read again when the network comes or goes. */
function BrowserFacts() {
  const { t } = useI18n();
  const [found, setFound] = useState(() => browserCapabilities(navigator));
  useEffect(() => {
    const read = () => setFound(browserCapabilities(navigator));
    window.addEventListener('online', read);
    window.addEventListener('offline', read);
    return () => {
      window.removeEventListener('online', read);
      window.removeEventListener('offline', read);
    };
  }, []);
  return (
    <dl className="capability-facts">
      {BROWSER_ROWS.map((row) => (
        <Fact key={row} label={t(`capabilityTest.browser.${row}`)} value={t(found[row] ? 'capabilityTest.yes' : 'capabilityTest.no')} no={!found[row]} />
      ))}
    </dl>
  );
}

/** /pages/CapabilityTestPage/youmengSDK: the spec's SDK test, here the providers this installation uses and the browser's own abilities. */
export function YoumengSdkPage() {
  const { t } = useI18n();
  return (
    <CapabilityPage title={t('capabilityTest.pages.youmengSDK')}>
      <section className="capability-card" aria-labelledby="capability-server">
        <h2 id="capability-server" className="capability-card-title">
          {t('capabilityTest.server.title')}
        </h2>
        <ServerFacts />
      </section>
      <section className="capability-card" aria-labelledby="capability-browser">
        <h2 id="capability-browser" className="capability-card-title">
          {t('capabilityTest.browser.title')}
        </h2>
        <BrowserFacts />
      </section>
    </CapabilityPage>
  );
}
