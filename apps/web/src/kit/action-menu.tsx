import { Popup } from 'antd-mobile';
import { useId } from 'react';
import { useI18n } from '../i18n/index.ts';
import './action-menu.css';

export interface MenuAction {
  readonly key: string;
  readonly text: string;
  readonly danger?: boolean;
  readonly disabled?: boolean;
  /** The choice in force (e.g. the language now shown): marked, and read out as current. */
  readonly current?: boolean;
  readonly onClick: () => void;
}

/** What a menu offers: its title (what it is about) and its actions; Cancel is always last. */
export interface ActionMenuSpec {
  readonly title: string;
  readonly actions: readonly MenuAction[];
}

/**
 * A menu of actions from the bottom of the screen. Its actions are real buttons in a labelled
 * dialog, so Tab reaches them and a screen reader reads them as buttons: antd-mobile's
 * ActionSheet makes its actions anchors without a link, marked as options of no list.
 */
export function ActionMenu({ menu, onClose }: { menu: ActionMenuSpec | null; onClose: () => void }) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <Popup visible={menu !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="action-menu-popup">
      {menu && (
        <div className="action-menu" role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <p id={titleId} className="action-menu-title">
            {menu.title}
          </p>
          {menu.actions.map((action) => (
            <button
              key={action.key}
              type="button"
              className={`action-menu-item${action.danger ? ' is-danger' : ''}${action.current ? ' is-current' : ''}`}
              disabled={action.disabled}
              aria-current={action.current || undefined}
              onClick={() => {
                onClose();
                action.onClick();
              }}
            >
              {action.text}
            </button>
          ))}
          <button type="button" className="action-menu-item action-menu-cancel" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      )}
    </Popup>
  );
}
