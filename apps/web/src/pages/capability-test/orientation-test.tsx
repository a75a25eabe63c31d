import { RESIZE_THROTTLE_MS } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { CapabilityPage } from './capability-page.tsx';
import { browserClock, readOrientation, throttle } from './orientation.ts';

const readNow = () => readOrientation(window.screen, window.innerWidth, window.innerHeight);

/** What the Screen Orientation API offers to lock with, where it has it (TypeScript's DOM types leave lock out). */
interface LockableOrientation {
  lock?: (orientation: string) => Promise<void>;
  unlock?: () => void;
}

/**
 * /pages/CapabilityTestPage/orientationTest: the orientation (Screen Orientation API, else the
 * window's shape), the window's and the screen's size, read again on resize and orientation
 * change at most once every RESIZE_THROTTLE_MS (spec §9: 50 ms), and a lock with its result.
 */
export function OrientationTestPage() {
  const { t } = useI18n();
  const [reading, setReading] = useState(readNow);
  const [updates, setUpdates] = useState(0);
  const [lockResult, setLockResult] = useState('');

  useEffect(() => {
    const update = throttle(
      () => {
        setReading(readNow());
        setUpdates((n) => n + 1);
      },
      RESIZE_THROTTLE_MS,
      browserClock,
    );
    const portrait = window.matchMedia('(orientation: portrait)');
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    portrait.addEventListener('change', update);
    return () => {
      update.cancel();
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
      portrait.removeEventListener('change', update);
    };
  }, []);

  const orientation = (screen.orientation as (ScreenOrientation & LockableOrientation) | undefined) ?? undefined;
  const lock = async () => {
    if (typeof orientation?.lock !== 'function') {
      setLockResult(t('capabilityTest.orientation.lockUnsupported'));
      return;
    }
    try {
      await orientation.lock(reading.orientation);
      setLockResult(t('capabilityTest.orientation.locked', { orientation: t(`capabilityTest.orientation.${reading.orientation}`) }));
    } catch (error) {
      setLockResult(t('capabilityTest.orientation.lockRefused', { reason: error instanceof Error ? error.message : String(error) }));
    }
  };
  const unlock = () => {
    if (typeof orientation?.unlock !== 'function') {
      setLockResult(t('capabilityTest.orientation.lockUnsupported'));
      return;
    }
    orientation.unlock();
    setLockResult(t('capabilityTest.orientation.unlocked'));
  };

  const facts = [
    { key: 'current', label: t('capabilityTest.orientation.current'), value: t(`capabilityTest.orientation.${reading.orientation}`) },
    { key: 'angle', label: t('capabilityTest.orientation.angle'), value: reading.angle === null ? '–' : `${reading.angle}°` },
    { key: 'size', label: t('capabilityTest.orientation.size'), value: `${reading.width} × ${reading.height}` },
    { key: 'screen', label: t('capabilityTest.orientation.screen'), value: `${reading.screenWidth} × ${reading.screenHeight}` },
    { key: 'updates', label: t('capabilityTest.orientation.updates', { ms: RESIZE_THROTTLE_MS }), value: String(updates) },
  ];

  return (
    <CapabilityPage title={t('capabilityTest.pages.orientationTest')}>
      <section className="capability-card" aria-label={t('capabilityTest.pages.orientationTest')}>
        <dl className="capability-facts">
          {facts.map((fact) => (
            <div key={fact.key} className="capability-fact" data-fact={fact.key}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className="capability-row">
          <Button color="primary" onClick={() => void lock()}>
            {t('capabilityTest.orientation.lock')}
          </Button>
          <Button fill="outline" onClick={unlock}>
            {t('capabilityTest.orientation.unlock')}
          </Button>
        </div>
        <p className="capability-status" role="status">
          {lockResult}
        </p>
      </section>
    </CapabilityPage>
  );
}
