import { addSet, intensityForDisplay, labelBlock, moveSet, templateBlockShape, type ActionsCon, type ExerciseCon, type TemplateAction, type WeightUnit } from '@repwise/domain';
import { AddOutline, ClockCircleOutline, MoreOutline } from 'antd-mobile-icons';
import { useCallback } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { restScopes, useEditorCommands } from './editor-commands.ts';
import { actionLetter, formatAmount, formatSeconds } from './format.ts';
import type { PadTarget } from './pad-logic.ts';
import { SetRow } from './set-row.tsx';
import { useDragSort } from './use-drag-sort.ts';
import { useUnitLabels } from './use-unit-label.ts';
import { newId } from './use-template-editor.ts';

interface SetGroupProps {
  block: ActionsCon;
  group: ExerciseCon;
  units: WeightUnit;
  readOnly: boolean;
  mini: boolean;
  active: PadTarget | null;
}

function range(values: readonly number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? formatAmount(low) : `${formatAmount(low)}–${formatAmount(high)}`;
}

/** Mini mode's summary of a group: per action, how many sets of how much at what load. */
function useGroupSummary(block: ActionsCon, group: ExerciseCon, units: WeightUnit): string[] {
  const { t } = useI18n();
  const unit = useUnitLabels(units);
  const single = block.actions.length === 1;
  return block.actions
    .flatMap((action: TemplateAction) => {
      const sets = group.exercises.filter((s) => s.actionId === action.id);
      if (sets.length === 0) return [];
      const loads = sets.flatMap((s) => (s.side === 1 ? [s.intensityCountLeft, s.intensityCountRight] : [s.intensityCountLeft]));
      const text = t('templates.groupSummary', {
        count: sets.length,
        quantity: `${range(sets.map((s) => s.quantityCount))} ${unit.quantity(action)}`,
        intensity: `${range(loads.map((v) => intensityForDisplay(v, action, units)))} ${unit.intensity(action)}`,
      });
      return [single ? text : `${actionLetter(block, action.id)} ${text}`];
    });
}

/** A set group: its name and rest, then its sets (or, in mini mode, one summary line). */
export function SetGroup({ block, group, units, readOnly, mini, active }: SetGroupProps) {
  const { t, language } = useI18n();
  const commands = useEditorCommands();
  const summary = useGroupSummary(block, group, units);
  const onMove = useCallback(
    (from: number, to: number) => commands.apply((tpl, language) => moveSet(tpl, group.exerciseConId, from, to, language)),
    [commands, group.exerciseConId],
  );
  const { container, held, start, styleOf } = useDragSort(group.exercises.length, onMove, !readOnly && !mini);
  // The title and set labels from the one labelling rule (the same as the training screen's).
  const labels = labelBlock(templateBlockShape(block), language)[block.exerciseCons.findIndex((g) => g.exerciseConId === group.exerciseConId)];
  const title = labels?.title ?? group.name;
  const rest = formatSeconds(group.restSeconds);
  const first = group.exercises[0];

  return (
    <section className="set-group" aria-label={title} data-group-id={group.exerciseConId}>
      <header className="set-group-head">
        <h3 className="set-group-name">{title}</h3>
        {readOnly ? (
          <span className="set-group-rest">
            <ClockCircleOutline aria-hidden /> {rest}
          </span>
        ) : (
          <>
            <button
              type="button"
              className="set-group-rest"
              aria-label={t('templates.groupRest', { group: title, time: rest })}
              onClick={() =>
                commands.openRest({
                  title: t('templates.restAfterGroup', { group: title }),
                  seconds: group.restSeconds,
                  scopes: restScopes(t, [
                    ['group', { exerciseConId: group.exerciseConId }],
                    ['wholeBlock', { everyGroupIn: { actionsConId: block.actionsConId } }],
                    ['wholeTemplate', { everyGroupIn: 'template' }],
                  ], commands),
                })
              }
            >
              <ClockCircleOutline aria-hidden /> {rest}
            </button>
            <button
              type="button"
              className="set-group-add"
              aria-label={t('templates.addSetTo', { group: title })}
              onClick={() => commands.apply((tpl, language) => addSet(tpl, group.exerciseConId, newId, language))}
            >
              <AddOutline aria-hidden /> {t('templates.set')}
            </button>
            <button type="button" className="block-menu-button set-group-menu" aria-label={t('templates.groupMenu', { group: title })} onClick={() => commands.openGroupMenu(group.exerciseConId)}>
              <MoreOutline aria-hidden />
            </button>
          </>
        )}
      </header>
      {mini ? (
        readOnly || !first ? (
          <p className="set-group-summary">{summary.map((line) => <span key={line}>{line}</span>)}</p>
        ) : (
          <button type="button" className="set-group-summary" onClick={() => commands.openPad({ setId: first.id, field: 'left' })}>
            {summary.map((line) => <span key={line}>{line}</span>)}
          </button>
        )
      ) : (
        <div className="set-rows" ref={container}>
          {group.exercises.map((set, index) => {
            const action = block.actions.find((a) => a.id === set.actionId);
            if (!action) return null;
            return (
              <SetRow
                key={set.id}
                set={set}
                action={action}
                groupTitle={title}
                groupId={group.exerciseConId}
                blockId={block.actionsConId}
                units={units}
                label={labels?.sets[index] ?? { letter: '', label: set.name, text: set.name }}
                readOnly={readOnly}
                active={active?.setId === set.id ? active.field : null}
                onPressStart={readOnly ? undefined : (event) => start(event, index)}
                style={styleOf(index)}
                dragging={held === index}
              />
            );
          })}
        </div>
      )}
    </section>
  );
}
