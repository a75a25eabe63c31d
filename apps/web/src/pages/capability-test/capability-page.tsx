import type { ReactNode } from 'react';
import '../../i18n/capability-test/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { useUserInfo } from '../../session/current-user.ts';
import { NotFoundPage } from '../not-found.tsx';
import './capability-test.css';

/**
 * A developer test page (issue 27 §7): operators only. Anyone else gets the app's "not found",
 * as for the console, so the pages are not advertised.
 */
export function CapabilityPage({ title, children }: { title: string; children: ReactNode }) {
  const user = useUserInfo();
  if (user.isError && !user.data) return <LoadError error={user.error} onRetry={() => void user.refetch()} />;
  if (!user.data) return <PageLoading />;
  if (!user.data.isOperator) return <NotFoundPage />;
  return (
    <PageLayout title={title} className="capability-page">
      {children}
    </PageLayout>
  );
}
