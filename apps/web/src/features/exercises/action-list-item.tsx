import type { ActionSummary } from '@repwise/contracts';
import { EQUIPMENT, labelOf } from '@repwise/domain';
import { CheckOutline } from 'antd-mobile-icons';
import { memo } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { actionInfoPath } from '../../kit/paths.ts';
import { ActionCover } from './action-cover.tsx';
import { inlineLabels, muscleLabels } from './labels.ts';
import { PinMark } from './pin-mark.tsx';
import './action-list-item.css';

function RowContent({ action }: { action: ActionSummary }) {
  const { language } = useI18n();
  return (
    <>
      <ActionCover action={action} />
      <span className="action-row-text">
        <span className="action-row-name">{action.name}</span>
        <span className="action-row-meta">{labelOf(EQUIPMENT, action.equipment, language)}</span>
        <span className="action-row-muscles">{inlineLabels(muscleLabels(action.primaryMuscles, language))}</span>
      </span>
      {action.pinned && <PinMark />}
    </>
  );
}

/** A library row that opens the exercise. */
export const ActionLinkRow = memo(function ActionLinkRow({ action }: { action: ActionSummary }) {
  return (
    <Link className="action-row" to={actionInfoPath(action.id)} data-action-id={action.id}>
      <RowContent action={action} />
    </Link>
  );
});

interface ActionCheckRowProps {
  action: ActionSummary;
  checked: boolean;
  /** Nothing more may be added; a chosen row can still be unchosen. */
  full: boolean;
  onToggle: (action: ActionSummary) => void;
}

/** A library row with a checkbox, for picking several exercises. */
export const ActionCheckRow = memo(function ActionCheckRow({ action, checked, full, onToggle }: ActionCheckRowProps) {
  return (
    <label className={checked ? 'action-row is-checked' : 'action-row'} data-action-id={action.id}>
      <input type="checkbox" className="visually-hidden" checked={checked} disabled={full && !checked} onChange={() => onToggle(action)} />
      <RowContent action={action} />
      <span className="action-row-check" aria-hidden>
        {checked && <CheckOutline />}
      </span>
    </label>
  );
});
