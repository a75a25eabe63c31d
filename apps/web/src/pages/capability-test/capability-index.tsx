import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { PATHS } from '../../kit/paths.ts';
import { CapabilityPage } from './capability-page.tsx';

/** The test pages at their spec paths (§2), in the spec's order. */
const TESTS = ['youmengSDK', 'BodyCanvas', 'dragItemSort', 'orientationTest', 'echarts'] as const;

/** A test page's address: beside the list's own (PATHS.capabilityTest). */
const testPath = (name: (typeof TESTS)[number]) => PATHS.capabilityTest.replace(/index$/, name);

/** /pages/CapabilityTestPage/index: the list of developer test pages. */
export function CapabilityIndexPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <CapabilityPage title={t('capabilityTest.title')}>
      <p className="capability-intro">{t('capabilityTest.intro')}</p>
      <List mode="card">
        {TESTS.map((test) => (
          <List.Item key={test} description={t(`capabilityTest.pages.${test}Hint`)} onClick={() => void navigate(testPath(test))}>
            {t(`capabilityTest.pages.${test}`)}
          </List.Item>
        ))}
      </List>
    </CapabilityPage>
  );
}
