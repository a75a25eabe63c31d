import { intensityForDisplay, toggleSide, type SetLabel, type TemplateAction, type TemplateExercise, type WeightUnit } from '@repwise/domain';
import type { CSSProperties, PointerEvent } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { restScopes, useEditorCommands } from './editor-commands.ts';
import { formatAmount, formatSeconds } from './format.ts';
import type { PadField } from './pad-logic.ts';
import { useUnitLabels } from './use-unit-label.ts';

interface SetRowProps {
  set: TemplateExercise;
  action: TemplateAction;
  /** The set group's title (labelBlock's). */
  groupTitle: string;
  /** The set's group and block: the wider scopes its rest picker offers. */
  groupId: string;
  blockId: string;
  units: WeightUnit;
  /** The set's label and superset letter, from the one labelling rule (labelBlock). */
  label: SetLabel;
  readOnly: boolean;
  /** The field the number pad is writing, when it is one of this set's. */
  active: PadField | null;
  onPressStart?: ((event: PointerEvent) => void) | undefined;
  style?: CSSProperties | undefined;
  dragging?: boolean;
}

interface CellProps {
  /** The cell's name around what it shows ("100 kg"), so what is read out holds what is seen (WCAG 2.5.3). */
  label: (shown: string) => string;
  field: PadField;
  value: number;
  unit: string;
  active: boolean;
  readOnly: boolean;
  side?: 'L' | 'R';
  onOpen: (field: PadField) => void;
}

/** One value of a set: a button that opens the number pad, or plain text when read-only. */
function ValueCell({ label, field, value, unit, active, readOnly, side, onOpen }: CellProps) {
  const amount = formatAmount(value);
  // The space between value and unit is for reading; the side mark is drawn (CSS), the name says the side.
  const content = (
    <>
      {side && <span className="set-cell-side" data-mark={side} aria-hidden />}
      <span className="set-cell-value">{amount}</span>{' '}
      <span className="set-cell-unit">{unit}</span>
    </>
  );
  const className = `set-cell${value === 0 ? ' is-zero' : ''}${active ? ' is-active' : ''}`;
  if (readOnly) return <span className={className}>{content}</span>;
  return (
    <button type="button" className={className} aria-label={label(`${amount} ${unit}`)} aria-current={active || undefined} data-field={field} onClick={() => onOpen(field)}>
      {content}
    </button>
  );
}

/** A set: its label, load (left and right when single-sided), amount, side and rest. */
export function SetRow({ set, action, groupTitle, groupId, blockId, units, label, readOnly, active, onPressStart, style, dragging }: SetRowProps) {
  const { t } = useI18n();
  const commands = useEditorCommands();
  const unit = useUnitLabels(units);
  const where = t('templates.cell.context', { action: action.name, group: groupTitle, set: label.label });
  const open = (field: PadField) => commands.openPad({ setId: set.id, field });
  const single = set.side === 1;
  const intensityUnit = unit.intensity(action);
  const shown = (stored: number) => intensityForDisplay(stored, action, units);
  const sideText = single ? t('templates.sideSingle') : t('templates.sideBoth');

  return (
    <div
      className={`set-row${single ? ' is-single' : ''}${readOnly ? ' is-readonly' : ''}${dragging ? ' is-dragging' : ''}`}
      data-drag-index
      data-set-id={set.id}
      style={style}
      onPointerDown={onPressStart}
      onContextMenu={(e) => e.preventDefault()}
    >
      {readOnly ? (
        <span className="set-label">
          {label.letter && <span className="set-letter" data-mark={label.letter} aria-hidden />}
          <span>{label.label}</span>
        </span>
      ) : (
        <button type="button" className="set-label" aria-label={t('templates.cell.menu', { where })} onClick={() => commands.openSetMenu(set.id)}>
          {label.letter && <span className="set-letter" data-mark={label.letter} aria-hidden />}
          <span className="set-label-text">{label.label}</span>
        </button>
      )}
      <span className="set-intensity">
        {single ? (
          <>
            <ValueCell label={(text) => t('templates.cell.left', { where, shown: text })} field="left" side="L" value={shown(set.intensityCountLeft)} unit={intensityUnit} active={active === 'left'} readOnly={readOnly} onOpen={open} />
            <ValueCell label={(text) => t('templates.cell.right', { where, shown: text })} field="right" side="R" value={shown(set.intensityCountRight)} unit={intensityUnit} active={active === 'right'} readOnly={readOnly} onOpen={open} />
          </>
        ) : (
          <ValueCell label={(text) => t('templates.cell.weight', { where, shown: text })} field="left" value={shown(set.intensityCountLeft)} unit={intensityUnit} active={active === 'left'} readOnly={readOnly} onOpen={open} />
        )}
      </span>
      <ValueCell label={(text) => t('templates.cell.quantity', { where, unit: action.quantityUnit.name, shown: text })} field="quantity" value={set.quantityCount} unit={unit.quantity(action)} active={active === 'quantity'} readOnly={readOnly} onOpen={open} />
      {readOnly ? (
        <span className="set-side">{sideText}</span>
      ) : (
        <button
          type="button"
          className={`set-side${single ? ' is-on' : ''}`}
          // Its name says the side it is on, as its text does; a toggle's name would have to stay the same.
          aria-label={t('templates.cell.side', { where, side: sideText })}
          onClick={() => commands.apply((tpl, language) => toggleSide(tpl, set.id, language))}
        >
          {sideText}
        </button>
      )}
      {readOnly ? (
        <span className="set-rest">{formatSeconds(set.intervalSeconds)}</span>
      ) : (
        <button
          type="button"
          className="set-rest"
          aria-label={t('templates.cell.rest', { where, time: formatSeconds(set.intervalSeconds) })}
          onClick={() =>
            commands.openRest({
              title: t('templates.restAfterSet'),
              seconds: set.intervalSeconds,
              scopes: restScopes(t, [
                ['set', { setId: set.id }],
                ['wholeGroup', { everySetIn: { exerciseConId: groupId } }],
                ['wholeBlock', { everySetIn: { actionsConId: blockId } }],
                ['wholeTemplate', { everySetIn: 'template' }],
              ], commands),
            })
          }
        >
          {formatSeconds(set.intervalSeconds)}
        </button>
      )}
    </div>
  );
}
