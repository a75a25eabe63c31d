import { Dialog } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useI18n } from '../i18n/index.ts';
import { dialogName } from './dialog-name.ts';

/** The question asked, in the words of the form being left. */
export interface LeaveTexts {
  title: string;
  content: string;
}

/**
 * Asks before leaving a form with unsaved edits: for a move inside the app (back button,
 * browser back) a dialog, for a reload or closing the tab the browser's own question.
 * `hasUnsavedEdits` is asked at the moment of leaving, so a save that just finished counts.
 */
export function useLeaveGuard(hasUnsavedEdits: () => boolean, { title, content }: LeaveTexts) {
  const { t } = useI18n();
  const check = useRef(hasUnsavedEdits);
  useEffect(() => {
    check.current = hasUnsavedEdits;
  }, [hasUnsavedEdits]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => check.current() && currentLocation.key !== nextLocation.key);
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void Dialog.confirm({
      ...dialogName(title),
      title,
      content,
      confirmText: t('common.discard'),
      cancelText: t('common.keepEditing'),
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    }).finally(() => {
      asking.current = false;
    });
  }, [blocker, t, title, content]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (check.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
