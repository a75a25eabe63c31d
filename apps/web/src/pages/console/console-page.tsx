import type { ReactNode } from 'react';
import { ConsoleNav, type ConsoleSection } from '../../features/console/console-nav.tsx';
import '../../i18n/console/index.ts';
import { useI18n } from '../../i18n/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { useUserInfo } from '../../session/current-user.ts';
import { NotFoundPage } from '../not-found.tsx';

interface ConsolePageProps {
  title: string;
  section: ConsoleSection;
  children: ReactNode;
}

/**
 * What only operators see: to anyone else the app's "not found" page, as the server answers
 * every console route, so the console's existence is not advertised.
 */
export function OperatorOnly({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const user = useUserInfo();
  if (user.data) return user.data.isOperator ? children : <NotFoundPage />;
  if (!user.isError) return <PageLoading />;
  return (
    <PageLayout title={t('app.name')}>
      <LoadError error={user.error} onRetry={() => void user.refetch()} />
    </PageLayout>
  );
}

/** A screen of the operators' console, for operators only: the sections beside it on a wide window. */
export function ConsolePage({ title, section, children }: ConsolePageProps) {
  return (
    <OperatorOnly>
      <PageLayout title={title} className="console-page">
        <div className="console-shell">
          <ConsoleNav current={section} />
          <div className="console-main">{children}</div>
        </div>
      </PageLayout>
    </OperatorOnly>
  );
}
