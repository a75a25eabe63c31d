import {
  addSet, addSetGroup, copyBlock, groupKind, moveBlock, removeAction, removeBlock, type ActionsCon, type SetGroupKind, type Template,
} from '@repwise/domain';
import { Popup } from 'antd-mobile';
import { AddCircleOutline, AddOutline, DeleteOutline, DownOutline, EditSOutline, FileOutline, MinusCircleOutline, UpOutline } from 'antd-mobile-icons';
import { useId, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import type { Edit } from './use-template-editor.ts';
import { newId } from './use-template-editor.ts';
import './block-menu-sheet.css';

/** The group kinds offered, in the order a workout runs, and the mark on each tile. */
const GROUP_TILES: readonly { kind: SetGroupKind; mark: string }[] = [
  { kind: 'warmup', mark: 'W' },
  { kind: 'normal', mark: '1' },
  { kind: 'decrease', mark: '↘' },
  { kind: 'increase', mark: '↗' },
  { kind: 'stretch', mark: 'S' },
];

/**
 * Decrease and increase groups are offered only when the template's deload or overload sets
 * are on (spec §3): that is what the two settings mean. Groups of those kinds already in a
 * block stay as they are and stay editable when a setting is turned off.
 */
function offered(kind: SetGroupKind, template: Pick<Template, 'deloadSets' | 'overloadSets'>): boolean {
  if (kind === 'decrease') return template.deloadSets;
  if (kind === 'increase') return template.overloadSets;
  return true;
}

/** The group a block-level "Add set" goes to: the last working group, else the last group. */
function lastWorkingGroup(block: ActionsCon): string | undefined {
  const working = block.exerciseCons.filter((g) => groupKind(g.type) === 'normal');
  return (working[working.length - 1] ?? block.exerciseCons[block.exerciseCons.length - 1])?.exerciseConId;
}

interface BlockMenuSheetProps {
  template: Template;
  /** The block the menu is open for; null when closed. */
  actionsConId: string | null;
  apply: (edit: Edit) => boolean;
  /** In a superset, asks which exercise first. */
  chooseAction: (block: ActionsCon, title: string, then: (actionId: number) => void) => void;
  replace: (actionsConId: string, actionId: number) => void;
  /** Picks exercises to join the block, making it a superset. */
  addToBlock: (actionsConId: string) => void;
  onClose: () => void;
}

function Row({ icon, label, danger, disabled, onClick }: { icon: ReactNode; label: string; danger?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`block-menu-row${danger ? ' is-danger' : ''}`} disabled={disabled} onClick={onClick}>
      <span className="block-menu-row-icon" aria-hidden>
        {icon}
      </span>
      {label}
    </button>
  );
}

/** The block menu (…): add groups and sets as tiles, then add an exercise (a superset), duplicate, replace, remove and move. */
export function BlockMenuSheet({ template, actionsConId, apply, chooseAction, replace, addToBlock, onClose }: BlockMenuSheetProps) {
  const { t } = useI18n();
  const titleId = useId();
  const index = template.actionsCons.findIndex((b) => b.actionsConId === actionsConId);
  const block = template.actionsCons[index];
  const run = (edit: Edit) => {
    onClose();
    apply(edit);
  };

  let body = null;
  if (block) {
    const id = block.actionsConId;
    const target = lastWorkingGroup(block);
    body = (
      <div className="block-menu" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="block-menu-title">
          {block.actions.map((a) => a.name).join(' + ')}
        </h2>
        <p className="block-menu-section">{t('templates.menu.add')}</p>
        <div className="block-menu-tiles">
          {GROUP_TILES.filter(({ kind }) => offered(kind, template)).map(({ kind, mark }) => (
            <button key={kind} type="button" aria-label={t(`templates.menu.addGroup.${kind}`)} onClick={() => run((tpl, language) => addSetGroup(tpl, id, kind, newId, language))}>
              <span className={`block-menu-mark is-${kind}`} data-mark={mark} aria-hidden />
              <span>{t(`templates.menu.tile.${kind}`)}</span>
            </button>
          ))}
          {target && (
            <button type="button" aria-label={t('templates.menu.addSet')} onClick={() => run((tpl, language) => addSet(tpl, target, newId, language))}>
              <span className="block-menu-mark" aria-hidden>
                <AddOutline />
              </span>
              <span>{t('templates.menu.tile.set')}</span>
            </button>
          )}
        </div>
        <div className="block-menu-rows">
          <Row
            icon={<AddCircleOutline />}
            label={t('templates.menu.addToBlock')}
            onClick={() => {
              onClose();
              addToBlock(id);
            }}
          />
          <Row icon={<FileOutline />} label={t('templates.menu.copyBlock')} onClick={() => run((tpl, language) => copyBlock(tpl, id, newId, language))} />
          <Row
            icon={<EditSOutline />}
            label={t('templates.menu.replaceAction')}
            onClick={() => {
              onClose();
              chooseAction(block, t('templates.menu.replaceWhich'), (actionId) => replace(id, actionId));
            }}
          />
          {/* A block keeps at least one exercise (spec §5): removing one is offered only where there is one to spare. */}
          {block.actions.length > 1 && (
            <Row
              icon={<MinusCircleOutline />}
              label={t('templates.menu.removeAction')}
              onClick={() => {
                onClose();
                chooseAction(block, t('templates.menu.removeWhich'), (actionId) => apply((tpl, language) => removeAction(tpl, id, actionId, newId, language)));
              }}
            />
          )}
          <div className="block-menu-pair">
            <Row icon={<UpOutline />} label={t('templates.menu.moveUp')} disabled={index === 0} onClick={() => run((tpl, language) => moveBlock(tpl, index, index - 1, language))} />
            <Row icon={<DownOutline />} label={t('templates.menu.moveDown')} disabled={index === template.actionsCons.length - 1} onClick={() => run((tpl, language) => moveBlock(tpl, index, index + 1, language))} />
          </div>
          <Row icon={<DeleteOutline />} label={t('templates.menu.removeBlock')} danger onClick={() => run((tpl, language) => removeBlock(tpl, id, language))} />
        </div>
        <button type="button" className="block-menu-cancel" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    );
  }

  return (
    <Popup visible={block !== undefined} onMaskClick={onClose} onClose={onClose} bodyClassName="block-menu-popup">
      {body}
    </Popup>
  );
}
