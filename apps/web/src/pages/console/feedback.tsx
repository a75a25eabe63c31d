import type { ConsoleFeedbackItem } from '@repwise/contracts';
import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { FeedbackItem } from '../../features/console/feedback-item.tsx';
import { useConsoleFeedback, type FeedbackState } from '../../features/console/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { InfiniteList } from '../../kit/infinite-list.tsx';
import { ConsolePage } from './console-page.tsx';
import { consoleSkeleton } from '../../features/console/console-skeleton.ts';

const STATES: readonly FeedbackState[] = ['unhandled', 'handled', 'all'];
const SKELETON = consoleSkeleton(3, ['50%', '90%', '70%']);

/** The feedback inbox: unhandled, handled or all, newest first; the tab lives in the route's query. */
export function ConsoleFeedbackPage() {
  const { t } = useI18n();
  const [query, setQuery] = useSearchParams();
  const state = STATES.find((s) => s === query.get('state')) ?? 'unhandled';
  const list = useConsoleFeedback(state);
  return (
    <ConsolePage title={t('console.sections.feedback')} section="feedback">
      <Tabs activeKey={state} onChange={(key) => setQuery(key === 'unhandled' ? {} : { state: key }, { replace: true })}>
        {STATES.map((s) => (
          <Tabs.Tab title={t(`console.feedback.tabs.${s}`)} key={s} />
        ))}
      </Tabs>
      <InfiniteList<ConsoleFeedbackItem>
        query={list}
        count={(count) => t('console.feedback.count', { count })}
        empty={<EmptyState hint={t(`console.feedback.empty.${state}`)} />}
        skeleton={SKELETON}
        rowsClassName="console-rows console-feedback-list"
        itemKey={(item) => item.id}
        renderItem={(item) => <FeedbackItem item={item} />}
      />
    </ConsolePage>
  );
}
