import { isWeightIntensity, type ActionsCon, type WeightUnit } from '@repwise/domain';
import { MoreOutline } from 'antd-mobile-icons';
import { memo, type PointerEvent } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { BlockCover } from '../block-cover.tsx';
import type { BlockPictures } from '../block-pictures.ts';
import { restScopes, useEditorCommands } from './editor-commands.ts';
import { actionLetter, formatSeconds } from './format.ts';
import type { PadTarget } from './pad-logic.ts';
import { SetGroup } from './set-group.tsx';
import './block-card.css';

interface BlockCardProps {
  block: ActionsCon;
  index: number;
  units: WeightUnit;
  pictures: BlockPictures;
  readOnly: boolean;
  mini: boolean;
  /** The number pad's target when it is a set of this block, else null. */
  active: PadTarget | null;
  /** Starts the long-press that picks the block up to move it. */
  onPressStart?: ((event: PointerEvent, index: number) => void) | undefined;
}

function ColumnHeads({ block }: { block: ActionsCon }) {
  const { t } = useI18n();
  const weights = block.actions.every(isWeightIntensity);
  const reps = block.actions.every((a) => a.quantityUnit.key === 'reps');
  return (
    <div className="set-row set-heads" aria-hidden>
      <span className="set-head is-first">{t('templates.columns.set')}</span>
      <span className="set-head">{weights ? t('templates.columns.weight') : t('templates.columns.intensity')}</span>
      <span className="set-head">{reps ? t('templates.columns.reps') : t('templates.columns.amount')}</span>
      <span className="set-head">{t('templates.columns.side')}</span>
      <span className="set-head">{t('templates.columns.rest')}</span>
    </div>
  );
}

/** An exercise block: cover, its action(s), its set groups and the rest after it. */
function BlockCardView({ block, index, units, pictures, readOnly, mini, active, onPressStart }: BlockCardProps) {
  const { t } = useI18n();
  const commands = useEditorCommands();
  const superset = block.actions.length > 1;
  const rest = formatSeconds(block.restSeconds);
  const title = block.actions.map((a) => a.name).join(' + ');

  return (
    <article className={`block-card${mini ? ' is-mini' : ''}`} aria-label={t('templates.blockLabel', { n: index + 1, name: title })} data-block-id={block.actionsConId}>
      <header className={`block-head${readOnly ? '' : ' is-handle'}`} onPointerDown={onPressStart && ((event) => onPressStart(event, index))} onContextMenu={(e) => e.preventDefault()}>
        <BlockCover block={block} pictures={pictures} size={mini ? 'small' : 'medium'} />
        <div className="block-title">
          <span className="block-index">
            {superset ? t('templates.supersetOf', { n: index + 1, count: block.actions.length }) : t('templates.exerciseN', { n: index + 1 })}
          </span>
          {block.actions.map((action) => (
            <h2 key={action.id} className="block-action">
              {superset && <span className="set-letter" data-mark={actionLetter(block, action.id)} aria-hidden />}
              <span className="block-action-name">{action.name}</span>
            </h2>
          ))}
        </div>
        {!readOnly && (
          <button type="button" className="block-menu-button" aria-label={t('templates.blockMenu', { name: title })} onClick={() => commands.openBlockMenu(block.actionsConId)}>
            <MoreOutline aria-hidden />
          </button>
        )}
      </header>
      {!mini && <ColumnHeads block={block} />}
      {block.exerciseCons.map((group) => (
        <SetGroup
          key={group.exerciseConId}
          block={block}
          group={group}
          units={units}
          readOnly={readOnly}
          mini={mini}
          active={active && group.exercises.some((s) => s.id === active.setId) ? active : null}
        />
      ))}
      <footer className="block-foot">
        {readOnly ? (
          <span className="block-rest">{t('templates.restAfterBlockValue', { time: rest })}</span>
        ) : (
          <button
            type="button"
            className="block-rest"
            onClick={() =>
              commands.openRest({
                title: t('templates.restAfterBlock'),
                seconds: block.restSeconds,
                scopes: restScopes(t, [
                  ['block', { actionsConId: block.actionsConId }],
                  ['wholeTemplate', { everyBlockIn: 'template' }],
                ], commands),
              })
            }
          >
            {t('templates.restAfterBlockValue', { time: rest })}
          </button>
        )}
      </footer>
    </article>
  );
}

/**
 * Every edit builds new objects for every block (labels are recomputed), so blocks are
 * compared by content: a change to one block re-renders that block only.
 */
export const BlockCard = memo(BlockCardView, (a, b) =>
  a.index === b.index && a.units === b.units && a.pictures === b.pictures && a.readOnly === b.readOnly && a.mini === b.mini &&
  a.active?.setId === b.active?.setId && a.active?.field === b.active?.field &&
  a.onPressStart === b.onPressStart &&
  (a.block === b.block || JSON.stringify(a.block) === JSON.stringify(b.block)),
);
