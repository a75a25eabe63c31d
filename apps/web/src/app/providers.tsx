import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, useI18n } from '../i18n/index.ts';
import { queryClient } from './query-client.ts';

/** antd-mobile's own texts (picker buttons, pull-to-refresh) follow the app language. */
function LocalizedUiKit({ children }: { children: ReactNode }) {
  const { language } = useI18n();
  return <ConfigProvider locale={language === 'zh-Hans' ? zhCN : enUS}>{children}</ConfigProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalizedUiKit>{children}</LocalizedUiKit>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
