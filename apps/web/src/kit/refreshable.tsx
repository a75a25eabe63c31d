import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PULL_TO_REFRESH } from '../base/constants.ts';

interface RefreshableProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/** Pull-to-refresh with the spec's threshold and head height (§9). */
export function Refreshable({ onRefresh, children }: RefreshableProps) {
  return (
    <PullToRefresh threshold={PULL_TO_REFRESH.threshold} headHeight={PULL_TO_REFRESH.height} onRefresh={async () => void (await onRefresh())}>
      {children}
    </PullToRefresh>
  );
}
