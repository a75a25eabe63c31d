import { REST_LIMIT, limitValue } from '@repwise/domain';
import { Picker } from 'antd-mobile';
import { useI18n } from '../../../i18n/index.ts';
import { PICKER_ITEM_HEIGHT_PX } from '../../../base/constants.ts';
import type { RestRequest } from './editor-commands.ts';

const MINUTES = Array.from({ length: REST_LIMIT.max / 60 + 1 }, (_, i) => i);
const SECONDS = Array.from({ length: 60 }, (_, i) => i);

/**
 * A rest as minutes and seconds on two wheels, 0 to 60:00 (spec §9 picker rows of 34 px); a
 * third wheel says where it goes when the rest can go further than the one tapped (this set,
 * the whole set group, block or template), starting at the one tapped.
 */
export function RestPicker({ request, onClose }: { request: RestRequest | null; onClose: () => void }) {
  const { t } = useI18n();
  const seconds = limitValue(request?.seconds ?? 0, REST_LIMIT);
  const scopes = request?.scopes ?? [];
  const scopeColumn = scopes.length > 1 ? [scopes.map((scope, i) => ({ label: scope.label, value: String(i) }))] : [];
  return (
    <Picker
      visible={request !== null}
      title={request?.title}
      columns={[
        MINUTES.map((m) => ({ label: t('templates.minutes', { count: m }), value: String(m) })),
        SECONDS.map((s) => ({ label: t('templates.seconds', { count: s }), value: String(s) })),
        ...scopeColumn,
      ]}
      value={[String(Math.floor(seconds / 60)), String(seconds % 60), ...(scopeColumn.length > 0 ? ['0'] : [])]}
      confirmText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onClose={onClose}
      onConfirm={([minutes, secs, scope]) => scopes[Number(scope ?? 0)]?.onConfirm(limitValue(Number(minutes ?? 0) * 60 + Number(secs ?? 0), REST_LIMIT))}
      style={{ '--item-height': `${PICKER_ITEM_HEIGHT_PX}px` }}
      mouseWheel
    />
  );
}
