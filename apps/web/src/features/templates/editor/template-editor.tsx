import type { ActionSummary } from '@repwise/contracts';
import { addActions, addActionsToBlock, moveBlock, newTemplate, relabel, replaceAction, type NewAction } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../../kit/page-layout.tsx';
import { useI18n } from '../../../i18n/index.ts';
import { ActionMenu, type ActionMenuSpec } from '../../../kit/action-menu.tsx';
import { BottomBar } from '../../../kit/bottom-bar.tsx';
import { addPlanPath } from '../../../kit/paths.ts';
import { showToast } from '../../../kit/notify.ts';
import { useLeaveGuard } from '../../../kit/use-leave-guard.ts';
import { useSession } from '../../../session/session-store.ts';
import { livePictures, mediaById, type ActionMediaById } from '../block-pictures.ts';
import type { ExercisePickerProps } from '../exercise-library.ts';
import { useMarkUsed } from '../queries.ts';
import type { SavedTemplate } from '../saved-template.ts';
import { SummaryCard } from '../summary-card.tsx';
import { useDisplayed } from '../template-view.tsx';
import { AddActionsSheet } from './add-actions-sheet.tsx';
import { BlockList } from './block-list.tsx';
import { BlockMenuSheet } from './block-menu-sheet.tsx';
import { EditorCommandsContext, type EditorCommands, type RestRequest } from './editor-commands.ts';
import { useEditorMenus } from './editor-menus.ts';
import { EditorNavButtons, EditorToolbar, EmptyBlocks } from './editor-parts.tsx';
import { HeaderForm } from './header-form.tsx';
import type { PadTarget } from './pad-logic.ts';
import { RestPicker } from './rest-picker.tsx';
import { useEditorSave } from './use-editor-save.ts';
import { newId, useTemplateEditor } from './use-template-editor.ts';
import { ValuePad } from './value-pad.tsx';
import './template-editor.css';

/** Counts the number pad's openings; each one's typing is its own Undo step. */
let padSessions = 0;

type PickerState = { kind: 'add' } | { kind: 'addToBlock'; actionsConId: string } | { kind: 'replace'; actionsConId: string; actionId: number } | null;

function toNewAction(a: ActionSummary): NewAction {
  return { id: a.id, name: a.name, iconPath: a.iconPath, gifPath: a.gifPath, intensityUnit: a.intensityUnit, quantityUnit: a.quantityUnit };
}

/** Brings the block into view once it has been drawn. */
function scrollToBlock(actionsConId: string | undefined) {
  if (actionsConId) requestAnimationFrame(() => document.querySelector(`[data-block-id="${actionsConId}"]`)?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
}

/**
 * The template editor: the header fields, then the blocks with their groups and sets. Every
 * change goes through a rule of the domain package (refusals say why), can be undone, and
 * stays local until Save. `saved` is one's own template as the server answered it; null
 * starts a new one.
 */
export function TemplateEditor({ saved, Picker }: { saved: SavedTemplate | null; Picker: ComponentType<ExercisePickerProps> }) {
  const { t, language } = useI18n();
  const { groupId, isCoach } = useSession();
  const coach = isCoach === 1;
  const navigate = useNavigate();
  const editor = useTemplateEditor(saved ?? newTemplate({ groupId }));
  const { apply, setFields, current } = editor;
  const shown = useDisplayed(editor.state.template);
  // The covers' pictures: from the server's answer, then from the library's rows as exercises are picked.
  const [media, setMedia] = useState<ActionMediaById>(() => mediaById(saved?.actionsCons.flatMap((b) => b.actions) ?? []));
  const pictures = useMemo(() => livePictures(media), [media]);
  const [pad, setPad] = useState<{ target: PadTarget; session: number } | null>(null);
  const [rest, setRest] = useState<RestRequest | null>(null);
  const [picker, setPicker] = useState<PickerState>(null);
  const [picked, setPicked] = useState<ActionSummary[] | null>(null);
  const [headerOpen, setHeaderOpen] = useState(saved === null);
  const { save, problems } = useEditorSave(editor, () => setHeaderOpen(true));
  const mini = editor.state.mini !== null;

  useLeaveGuard(editor.isDirty, { title: t('templates.leave.title'), content: t('templates.leave.content') });
  useMarkUsed(saved?.mine ? saved.id : null);

  const closePad = useCallback(() => setPad(null), []);
  const onPadTarget = useCallback((target: PadTarget | null) => {
    padSessions += 1;
    const fresh = padSessions;
    setPad((open) => (target ? { target, session: open?.session ?? fresh } : null));
  }, []);
  // The menus' titles name groups and sets as the screen does (the one labelling rule, in the language on screen).
  const currentTemplate = useCallback(() => relabel(current().template, language), [current, language]);
  const replace = useCallback((actionsConId: string, actionId: number) => setPicker({ kind: 'replace', actionsConId, actionId }), []);
  const addToBlock = useCallback((actionsConId: string) => setPicker({ kind: 'addToBlock', actionsConId }), []);
  const [menu, setMenu] = useState<ActionMenuSpec | null>(null);
  const menus = useEditorMenus({ current: currentTemplate, apply, show: setMenu });
  const [blockMenu, setBlockMenu] = useState<string | null>(null);

  const commands = useMemo<EditorCommands>(
    () => ({
      apply,
      openPad: onPadTarget,
      openRest: (request) => {
        closePad();
        setRest(request);
      },
      openBlockMenu: (id) => {
        closePad();
        setBlockMenu(id);
      },
      openGroupMenu: (id) => {
        closePad();
        menus.openGroupMenu(id);
      },
      openSetMenu: (id) => {
        closePad();
        menus.openSetMenu(id);
      },
    }),
    [apply, closePad, menus, onPadTarget],
  );

  const openAdd = () => {
    closePad();
    setPicker({ kind: 'add' });
  };
  const onPicked = (selected: ActionSummary[]) => {
    const chosen = picker;
    setPicker(null);
    setMedia((known) => new Map([...known, ...mediaById(selected)]));
    const [first] = selected;
    if (chosen?.kind === 'replace' && first) apply((tpl, language) => replaceAction(tpl, chosen.actionsConId, chosen.actionId, toNewAction(first), language));
    else if (chosen?.kind === 'addToBlock') {
      // Nothing to choose, unlike new blocks: each new exercise gets one set per round in every group.
      const size = () => current().template.actionsCons.find((b) => b.actionsConId === chosen.actionsConId)?.actions.length;
      const before = size();
      if (apply((tpl, language) => addActionsToBlock(tpl, chosen.actionsConId, selected.map(toNewAction), newId, language)) && size() === before) {
        showToast(t('templates.add.alreadyInBlock'));
      }
    } else if (chosen?.kind === 'add') setPicked(selected);
  };
  const onAdd = (options: { mode: 'separate' | 'superset'; sets: number }) => {
    const actions = (picked ?? []).map(toNewAction);
    setPicked(null);
    const before = current().template.actionsCons.length;
    if (apply((tpl, language) => addActions(tpl, actions, options, newId, language))) scrollToBlock(current().template.actionsCons[before]?.actionsConId);
  };

  const title = saved === null ? t('templates.newTitle') : t('templates.editTitle');
  const header = headerOpen ? (
    <HeaderForm template={shown} problems={problems} onChange={setFields} />
  ) : (
    <SummaryCard template={shown}>
      <Button className="summary-card-edit" size="small" shape="rounded" fill="outline" color="primary" onClick={() => setHeaderOpen(true)}>
        {t('templates.editDetails')}
      </Button>
      {/* A saved template of a coach can go straight to a plan (its last saved state is what gets published). */}
      {saved !== null && coach && (
        <Button className="summary-card-edit summary-card-plan" size="small" shape="rounded" fill="outline" color="primary" onClick={() => void navigate(addPlanPath(saved.id))}>
          {t('plans.publishAsPlan')}
        </Button>
      )}
    </SummaryCard>
  );

  return (
    <EditorCommandsContext.Provider value={commands}>
      <PageLayout title={title} right={<EditorNavButtons editor={editor} />} className={`template-editor${pad ? ' has-pad' : ''}`}>
        {header}
        <EditorToolbar template={shown} mini={mini} editor={editor} showCount={headerOpen} />
        {shown.actionsCons.length === 0 ? (
          <EmptyBlocks onAdd={openAdd} />
        ) : (
          <BlockList template={shown} pictures={pictures} readOnly={false} mini={mini} active={pad?.target ?? null} onMove={(from, to) => apply((tpl, language) => moveBlock(tpl, from, to, language))} />
        )}
        {!pad && (
          <BottomBar className="template-editor-bar">
            <Button shape="rounded" size="large" fill="outline" color="primary" onClick={openAdd}>
              <AddOutline aria-hidden /> {t('templates.addExercises')}
            </Button>
            <Button shape="rounded" size="large" color="primary" onClick={() => void save()}>
              {t('common.save')}
            </Button>
          </BottomBar>
        )}
        {/* A change of units starts the pad afresh: what it holds is typed in the units it opened with. */}
        {pad && <ValuePad key={`${pad.session}:${pad.target.setId}:${pad.target.field}:${shown.units}`} target={pad.target} session={pad.session} template={shown} onTarget={onPadTarget} />}
      </PageLayout>
      <RestPicker request={rest} onClose={() => setRest(null)} />
      <ActionMenu menu={menu} onClose={() => setMenu(null)} />
      <Picker visible={picker !== null} max={picker?.kind === 'replace' ? 1 : undefined} onConfirm={onPicked} onClose={() => setPicker(null)} />
      <AddActionsSheet actions={picked} onConfirm={onAdd} onClose={() => setPicked(null)} />
      <BlockMenuSheet template={shown} actionsConId={blockMenu} apply={apply} chooseAction={menus.chooseAction} replace={replace} addToBlock={addToBlock} onClose={() => setBlockMenu(null)} />
    </EditorCommandsContext.Provider>
  );
}
