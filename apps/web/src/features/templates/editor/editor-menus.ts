import { moveSet, removeSet, type ActionsCon, type Template } from '@repwise/domain';
import { ActionSheet } from 'antd-mobile';
import { useCallback, useMemo } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import type { Edit } from './use-template-editor.ts';

interface MenuDeps {
  current: () => Template;
  apply: (edit: Edit) => boolean;
}

/** The set menu (a tap on a set's label) and the "which exercise?" question, as bottom action sheets. */
export function useEditorMenus({ current, apply }: MenuDeps) {
  const { t } = useI18n();

  /** In a superset, asks which exercise; a single-action block needs no question. */
  const chooseAction = useCallback(
    (block: ActionsCon, title: string, then: (actionId: number) => void) => {
      const [only] = block.actions;
      if (block.actions.length === 1 && only) {
        then(only.id);
        return;
      }
      ActionSheet.show({
        extra: title,
        cancelText: t('common.cancel'),
        closeOnAction: true,
        actions: block.actions.map((a) => ({ key: String(a.id), text: a.name, onClick: () => then(a.id) })),
      });
    },
    [t],
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
          ActionSheet.show({
            extra: t('templates.menu.setTitle', { action: action?.name ?? '', group: group.name, set: set.name }),
            cancelText: t('common.cancel'),
            closeOnAction: true,
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
    [apply, current, t],
  );

  return useMemo(() => ({ chooseAction, openSetMenu }), [chooseAction, openSetMenu]);
}
