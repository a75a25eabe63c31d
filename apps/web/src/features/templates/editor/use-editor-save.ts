import { validateTemplate, type TemplateProblem } from '@repwise/domain';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { showFailureToast, showToast } from '../../../kit/notify.ts';
import { templateInfoPath } from '../../../kit/paths.ts';
import { useSaveTemplate } from '../queries.ts';
import type { TemplateEditor } from './use-template-editor.ts';

const HEADER_FIELDS = ['name', 'type', 'description'] as const;
type HeaderField = (typeof HEADER_FIELDS)[number];
const isHeaderField = (path: string): path is HeaderField => (HEADER_FIELDS as readonly string[]).includes(path);

type ValidationKey = 'templates.validation.name.required' | 'templates.validation.name.tooLong' | 'templates.validation.type.required' | 'templates.validation.description.required';

/** The message of a problem at a header field: only the name can be too long. */
export function validationKey(path: HeaderField, code: TemplateProblem['code']): ValidationKey {
  return path === 'name' && code === 'tooLong' ? 'templates.validation.name.tooLong' : `templates.validation.${path}.required`;
}

/** The first problem found at a header field, if any. */
export function headerProblem(problems: readonly TemplateProblem[], path?: HeaderField): { path: HeaderField; code: TemplateProblem['code'] } | undefined {
  for (const p of problems) if (isHeaderField(p.path) && (path === undefined || p.path === path)) return { path: p.path, code: p.code };
  return undefined;
}

/**
 * Saving (spec §5 and docs/API.md): validateTemplate first, with the header problems shown at
 * their fields; then the server's answer replaces the local template, since it relabels.
 */
export function useEditorSave(editor: TemplateEditor, onHeaderProblem: () => void) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const mutation = useSaveTemplate();
  const [tried, setTried] = useState(false);
  const problems: readonly TemplateProblem[] = tried ? validateTemplate(editor.state.template) : [];

  const save = async () => {
    const template = editor.current().template;
    const found = validateTemplate(template);
    const header = headerProblem(found);
    if (header) {
      setTried(true);
      onHeaderProblem();
      showToast(t(validationKey(header.path, header.code)));
      requestAnimationFrame(() => document.querySelector(`[data-field="${header.path}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' }));
      return;
    }
    if (found.some((p) => p.path === 'actionsCons' && p.code === 'empty')) {
      showToast(t('templates.refused.templateNeedsExercise'));
      return;
    }
    if (found.length > 0) {
      showFailureToast(t('errors.saveFailed'), t('templates.validation.invalid'));
      return;
    }
    // Edits made while the request is on its way would be lost to the answer, so none can be made.
    const saving = Toast.show({ icon: 'loading', content: t('templates.saving'), duration: 0, maskClickable: false });
    try {
      const saved = await mutation.mutateAsync(template);
      editor.savedAs(saved);
      saving.close();
      showToast(t('common.saved'), 'success');
      if (template.id === null) void navigate(templateInfoPath(saved.id), { replace: true });
    } catch (error) {
      saving.close();
      showFailureToast(t('errors.saveFailed'), error);
    }
  };

  return { save, problems, saving: mutation.isPending };
}
