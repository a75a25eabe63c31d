import type { UserDto } from '@repwise/contracts';
import { useId } from 'react';
import { useUpdateInfo } from './queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import { knownTimeZones } from '../../session/time-zone.ts';
import './time-zone-field.css';

/**
 * The person's time zone, which their "today" on the server follows: the phone's by default
 * (session/time-zone.ts), or one chosen here. The phone's own picker lists every zone.
 */
export function TimeZoneField({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const id = useId();
  const updateInfo = useUpdateInfo();
  const choose = async (timezone: string) => {
    try {
      await updateInfo.mutateAsync({ timezone });
      showToast(t('common.saved'), 'success');
    } catch (error) {
      showErrorToast(error, t('errors.saveFailed'));
    }
  };
  return (
    <div className="time-zone-field">
      <label htmlFor={id} className="time-zone-label">
        {t('settings.timeZone')}
      </label>
      <select id={id} className="time-zone-select" value={user.timezone} aria-describedby={`${id}-hint`} onChange={(e) => void choose(e.target.value)}>
        {knownTimeZones(user.timezone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="time-zone-hint">
        {t('settings.timeZoneHint')}
      </p>
    </div>
  );
}
