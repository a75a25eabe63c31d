import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { TemplateResults } from '../../features/templates/list/template-results.tsx';
import type { TemplateScope } from '../../features/templates/queries.ts';

interface TemplatePickerProps {
  open: boolean;
  chosen: number | null;
  onClose: () => void;
  onChoose: (id: number) => void;
}

const SCOPES = ['mine', 'official'] as const satisfies readonly TemplateScope[];

/** The coach's own templates or the official ones, the template list of the template home; a tap chooses one. */
export function TemplatePicker({ open, chosen, onClose, onChoose }: TemplatePickerProps) {
  const { t } = useI18n();
  const [scope, setScope] = useState<TemplateScope>('mine');
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="plan-popup" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby="plan-template-title">
        <h2 id="plan-template-title" className="plan-popup-title">
          {t('plans.add.chooseTemplate')}
        </h2>
        <div className="plan-segments" role="group" aria-label={t('plans.add.template')}>
          {SCOPES.map((s) => (
            <button key={s} type="button" className="plan-chip" aria-pressed={scope === s} onClick={() => setScope(s)}>
              {t(`plans.add.scope.${s}`)}
            </button>
          ))}
        </div>
        <div className="plan-popup-scroll">
          <TemplateResults
            scope={scope}
            keyword=""
            mode={{
              kind: 'select',
              selected: new Set(chosen === null ? [] : [chosen]),
              onToggle: (id) => {
                onChoose(id);
                onClose();
              },
            }}
          />
        </div>
      </div>
    </Popup>
  );
}
