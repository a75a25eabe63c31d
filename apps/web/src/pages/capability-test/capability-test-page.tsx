import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../not-found.tsx';
import { BodyCanvasPage } from './body-canvas.tsx';
import { CapabilityIndexPage } from './capability-index.tsx';
import { DragItemSortPage } from './drag-item-sort.tsx';
import { EchartsTestPage } from './echarts-test.tsx';
import { OrientationTestPage } from './orientation-test.tsx';
import { YoumengSdkPage } from './youmeng-sdk.tsx';

/** The spec's test page names (§2: /pages/CapabilityTestPage/<name>), each with its screen. */
const TESTS: Readonly<Record<string, ComponentType>> = {
  index: CapabilityIndexPage,
  youmengSDK: YoumengSdkPage,
  BodyCanvas: BodyCanvasPage,
  dragItemSort: DragItemSortPage,
  orientationTest: OrientationTestPage,
  echarts: EchartsTestPage,
};

/** /pages/CapabilityTestPage/:test, one route (and chunk) for the six small pages; an unknown name is not found. */
export function CapabilityTestPage() {
  const { test = '' } = useParams();
  const Screen = Object.hasOwn(TESTS, test) ? TESTS[test] : undefined;
  return Screen ? <Screen /> : <NotFoundPage />;
}
