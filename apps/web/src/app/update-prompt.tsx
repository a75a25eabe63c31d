import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useI18n } from '../i18n/index.ts';
import { useAppUpdate } from './app-update.ts';
import './update-prompt.css';

/** "A new version is ready — reload", shown when a newer build's worker is waiting. */
export function UpdatePrompt() {
  const { t } = useI18n();
  const apply = useAppUpdate();
  const [dismissed, setDismissed] = useState(false);
  if (!apply || dismissed) return null;
  return (
    <section className="update-prompt" role="status" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text" className="update-prompt-text">
        {t('app.updateReady', { app: t('app.name') })}
      </p>
      <div className="update-prompt-actions">
        <Button fill="none" onClick={() => setDismissed(true)}>
          {t('app.updateLater')}
        </Button>
        <Button color="primary" shape="rounded" onClick={apply}>
          {t('app.updateReload')}
        </Button>
      </div>
    </section>
  );
}
