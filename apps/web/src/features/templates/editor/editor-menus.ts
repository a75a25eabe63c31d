import { moveSet, removeSet, removeSetGroup, type ActionsCon, type Template } from '@repwise/domain';
import { useCallback, useMemo } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import type { ActionMenuSpec } from '../../../kit/action-menu.tsx';
import type { Edit } from './use-template-editor.ts';

interface MenuDeps {
  current: () => Template;
  apply: (edit: Edit) => boolean;
  /** Opens the editor's one action menu with these actions. */
  show: (menu: ActionMenuSpec) => void;
}

/** The group menu, the set menu (a tap on a set's label) and the "which exercise?" question, as bottom action menus. */
export function useEditorMenus({ current, apply, show }: MenuDeps) {
  const { t } = useI18n();

  /** In a superset, asks which exercise; a single-action block needs no question. */
  const chooseAction = useCallback(
    (block: ActionsCon, title: string, then: (actionId: number) => void) => {
      const [only] = block.actions;
      if (block.actions.length === 1 && only) {
        then(only.id);
        return;
      }
      show({ title, actions: block.actions.map((a) => ({ key: String(a.id), text: a.name, onClick: () => then(a.id) })) });
    },
    [show],
  );

  const openSetMenu = useCallback(
    (setId: string) => {
      const template = current();
      for (const block of template.actionsCons) {
        for (const group of block.exerciseCons) {
          const index = group.exercises.findIndex((s) => s.id === setId);
          const set = group.exercises[index];
          if (!set) continue;
          const action = block.actions.find((a) => a.id === set.actionId);
          const groupId = group.exerciseConId;
          show({
            title: t('templates.menu.setTitle', { action: action?.name ?? '', group: group.name, set: set.name }),
            actions: [
              { key: 'up', text: t('templates.menu.moveUp'), disabled: index === 0, onClick: () => apply((tpl, language) => moveSet(tpl, groupId, index, index - 1, language)) },
              { key: 'down', text: t('templates.menu.moveDown'), disabled: index === group.exercises.length - 1, onClick: () => apply((tpl, language) => moveSet(tpl, groupId, index, index + 1, language)) },
              { key: 'remove', text: t('templates.menu.removeSet'), danger: true, onClick: () => apply((tpl, language) => removeSet(tpl, setId, language)) },
            ],
          });
          return;
        }
      }
    },
    [apply, current, show, t],
  );

  /** Deleting a group asks here first; a block's last group is refused with the domain's reason. */
  const openGroupMenu = useCallback(
    (exerciseConId: string) => {
      const block = current().actionsCons.find((b) => b.exerciseCons.some((g) => g.exerciseConId === exerciseConId));
      const group = block?.exerciseCons.find((g) => g.exerciseConId === exerciseConId);
      if (!block || !group) return;
      show({
        title: t('templates.menu.groupTitle', { action: block.actions.map((a) => a.name).join(' + '), group: group.name }),
        actions: [{ key: 'remove', text: t('templates.menu.removeGroup'), danger: true, onClick: () => apply((tpl, language) => removeSetGroup(tpl, exerciseConId, language)) }],
      });
    },
    [apply, current, show, t],
  );

  return useMemo(() => ({ chooseAction, openGroupMenu, openSetMenu }), [chooseAction, openGroupMenu, openSetMenu]);
}
