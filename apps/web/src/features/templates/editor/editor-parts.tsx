import type { Template } from '@repwise/domain';
import { Button, Dialog } from 'antd-mobile';
import { AddOutline, ArrowsAltOutline, SendOutline, ShrinkOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { shareTemplatePath } from '../../../kit/paths.ts';
import { CoverArt } from '../cover-art.tsx';
import { canUndo, changedInMini } from './editor-history.ts';
import { countExercises, countSets } from './format.ts';
import type { TemplateEditor } from './use-template-editor.ts';
import { dialogName } from '../../../kit/dialog-name.ts';

/** A hooked arrow back: the icon set's UndoOutline reads as "refresh" at this size. */
function UndoIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </svg>
  );
}

/** Undo of the last change, and sharing once the template has been saved. */
export function EditorNavButtons({ editor }: { editor: TemplateEditor }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const id = editor.state.template.id;
  return (
    <span className="editor-nav">
      <button type="button" className="editor-nav-button" aria-label={t('templates.undo')} disabled={!canUndo(editor.state)} onClick={editor.undo}>
        <UndoIcon />
      </button>
      {id !== null && (
        <button type="button" className="editor-nav-button" aria-label={t('templates.share')} onClick={() => void navigate(shareTemplatePath({ id }))}>
          <SendOutline aria-hidden />
        </button>
      )}
    </span>
  );
}

/**
 * The counts and the mini-mode switch. Leaving mini mode after changes asks whether to keep
 * them or go back to the snapshot taken on entering (spec §4).
 */
export function EditorToolbar({ template, mini, editor, showCount }: { template: Template; mini: boolean; editor: TemplateEditor; showCount: boolean }) {
  const { t } = useI18n();
  const toggle = () => {
    if (!mini) {
      editor.enterMini();
      return;
    }
    if (!changedInMini(editor.current())) {
      editor.leaveMini(false);
      return;
    }
    void Dialog.show({
      ...dialogName(t('templates.mini.leaveTitle')),
      title: t('templates.mini.leaveTitle'),
      content: t('templates.mini.leaveContent'),
      closeOnAction: true,
      actions: [
        [
          { key: 'restore', text: t('templates.mini.restore'), onClick: () => editor.leaveMini(true) },
          { key: 'keep', text: t('templates.mini.keep'), bold: true, onClick: () => editor.leaveMini(false) },
        ],
      ],
    });
  };
  if (template.actionsCons.length === 0) return null;
  return (
    <div className="editor-toolbar">
      {showCount ? (
        <p className="editor-toolbar-count">
          {t('templates.exerciseCount', { count: countExercises(template) })} · {t('templates.setCount', { count: countSets(template) })}
        </p>
      ) : (
        <h2 className="editor-toolbar-heading">{t('templates.blocksHeading')}</h2>
      )}
      <button type="button" className={`editor-toolbar-mini${mini ? ' is-on' : ''}`} aria-pressed={mini} onClick={toggle}>
        {mini ? <ArrowsAltOutline aria-hidden /> : <ShrinkOutline aria-hidden />}
        <span>{t('templates.mini.toggle')}</span>
      </button>
    </div>
  );
}

/** A template without exercises yet: the one thing to do next. */
export function EmptyBlocks({ onAdd }: { onAdd: () => void }) {
  const { t } = useI18n();
  return (
    <section className="editor-empty">
      <span className="editor-empty-art">
        <CoverArt kind="cover-3" />
      </span>
      <h2>{t('templates.emptyBlocksTitle')}</h2>
      <p>{t('templates.emptyBlocksHint')}</p>
      <Button color="primary" shape="rounded" onClick={onAdd}>
        <AddOutline aria-hidden /> {t('templates.addExercises')}
      </Button>
    </section>
  );
}
