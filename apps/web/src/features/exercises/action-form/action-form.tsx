import type { ActionDetail, ActionInput } from '@repwise/contracts';
import {
  EQUIPMENT, EXERCISE_TYPES, INJURY_PREVENTION_FEATURES, INPUT_MAX_LENGTH, MOVEMENT_PATTERNS, PERFORMANCE_FEATURES, RANGES_OF_MOTION,
  dictLabel, type DictEntry,
} from '@repwise/domain';
import { Button, Input, Selector, Tabs } from 'antd-mobile';
import { useCallback, useId, useRef, useState } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { ChoiceRow, type Choice } from '../../../kit/choice-row.tsx';
import { FormBlock, FormCard, SwitchRow } from '../../../kit/form-card.tsx';
import { showFailureToast, showToast } from '../../../kit/notify.ts';
import { unitChoices, type UnitKind } from '../../../kit/unit-labels.ts';
import { useLeaveGuard } from '../../../kit/use-leave-guard.ts';
import { useSaveAction } from '../queries.ts';
import { EMPTY_FORM, formToInput, isDirty, validateForm, withPrimaryMuscles, type ActionFormState, type FormField } from './form-state.ts';
import { KeyPointsEditor } from './key-points-editor.tsx';
import { MediaField } from './media-field.tsx';
import { MuscleSelect } from './muscle-select.tsx';
import './action-form.css';

interface ActionFormProps {
  /** null creates a new exercise. */
  id: number | null;
  initial?: ActionFormState;
  onSaved: (detail: ActionDetail) => void;
  /** Stores the exercise another way than as one's own (the console's official shelf); by default action.create / action.modify. */
  saveWith?: (id: number | null, input: ActionInput) => Promise<ActionDetail>;
  /** Whether saveWith is on its way (the Save button shows it). */
  savingWith?: boolean;
}

/** Every field of an exercise (spec §3), checked here and again by the server. */
export function ActionForm({ id, initial = EMPTY_FORM, onSaved, saveWith, savingWith = false }: ActionFormProps) {
  const { t, language } = useI18n();
  const save = useSaveAction();
  const [form, setForm] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [uploads, setUploads] = useState({ video: false, gif: false });
  const [pointsLanguage, setPointsLanguage] = useState<'en' | 'zh-Hans'>(language);
  const saved = useRef(false);
  const nameEnId = useId();
  const nameZhId = useId();

  const dirty = isDirty(initial, form);
  useLeaveGuard(useCallback(() => dirty && !saved.current, [dirty]), { title: t('exercises.form.leaveTitle'), content: t('exercises.form.leaveConfirm') });

  const set = <K extends keyof ActionFormState>(key: K, value: ActionFormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const errors = showErrors ? validateForm(form) : {};
  const errorText = (field: FormField) => {
    const key = errors[field];
    return key ? t(`exercises.validation.${key}`) : undefined;
  };

  const choices = (dict: readonly DictEntry[]): Choice[] => dict.map((e) => ({ value: e.value, label: dictLabel(e, language) }));
  const unitRow = (key: UnitKind, label: string) => (
    <ChoiceRow label={label} choices={unitChoices(key, language)} value={form[key]} placeholder={t('exercises.form.choose')} onChange={(v) => set(key, v)} />
  );
  const chipSelector = (key: 'movementPatterns' | 'performanceFeatures' | 'injuryPreventionFeatures', dict: readonly DictEntry[]) => (
    <Selector className="chip-selector" multiple showCheckMark={false} options={choices(dict)} value={form[key]} onChange={(v) => set(key, v)} />
  );
  const singleSelector = (key: 'type' | 'rangeOfMotion', dict: readonly DictEntry[]) => (
    <Selector className="chip-selector" showCheckMark={false} options={choices(dict)} value={[form[key]]} onChange={(v) => v[0] && set(key, v[0])} />
  );

  const submit = async () => {
    if (uploads.video || uploads.gif) {
      showToast(t('exercises.form.waitForUpload'));
      return;
    }
    const problems = validateForm(form);
    const first = (['name', 'equipment', 'primaryMuscles'] as const).find((field) => problems[field]);
    if (first) {
      setShowErrors(true);
      const key = problems[first];
      if (key) showToast(t(`exercises.validation.${key}`));
      document.querySelector(`[data-field="${first}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    try {
      const input = formToInput(form);
      const detail = saveWith ? await saveWith(id, input) : await save.mutateAsync({ id, input });
      saved.current = true;
      showToast(t('common.saved'), 'success');
      onSaved(detail);
    } catch (error) {
      showFailureToast(t('errors.saveFailed'), error);
    }
  };

  return (
    <form
      className="action-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormCard title={t('exercises.form.nameSection')}>
        <FormBlock label={t('exercises.form.nameEn')} htmlFor={nameEnId} field="name">
          <Input id={nameEnId} value={form.nameEn} maxLength={INPUT_MAX_LENGTH} placeholder={t('exercises.form.nameEnPlaceholder')} onChange={(v) => set('nameEn', v)} />
        </FormBlock>
        <FormBlock label={t('exercises.form.nameZh')} htmlFor={nameZhId}>
          <Input id={nameZhId} value={form.nameZh} maxLength={INPUT_MAX_LENGTH} placeholder={t('exercises.form.nameZhPlaceholder')} onChange={(v) => set('nameZh', v)} />
        </FormBlock>
        {errorText('name') && (
          <p className="form-error" role="alert">
            {errorText('name')}
          </p>
        )}
        <p className="form-note">{t('exercises.form.nameHint')}</p>
      </FormCard>

      <FormCard title={t('exercises.form.basicsSection')}>
        <FormBlock label={t('exercises.fields.type')}>{singleSelector('type', EXERCISE_TYPES)}</FormBlock>
        <ChoiceRow
          label={t('exercises.fields.equipment')}
          choices={choices(EQUIPMENT)}
          value={form.equipment}
          placeholder={t('exercises.form.choose')}
          error={errorText('equipment')}
          field="equipment"
          onChange={(v) => set('equipment', v)}
        />
        <FormBlock label={t('exercises.fields.rangeOfMotion')}>{singleSelector('rangeOfMotion', RANGES_OF_MOTION)}</FormBlock>
        <SwitchRow label={t('exercises.compound')} hint={t('exercises.form.compoundHint')} checked={form.compound} onChange={(compound) => set('compound', compound)} />
      </FormCard>

      <FormCard title={t('exercises.muscles')}>
        <MuscleSelect
          label={t('exercises.fields.primaryMuscles')}
          value={form.primaryMuscles}
          error={errorText('primaryMuscles')}
          field="primaryMuscles"
          onChange={(muscles) => setForm((f) => withPrimaryMuscles(f, muscles))}
        />
        <MuscleSelect label={t('exercises.fields.secondaryMuscles')} value={form.secondaryMuscles} exclude={form.primaryMuscles} onChange={(m) => set('secondaryMuscles', m)} />
      </FormCard>

      <FormCard title={t('exercises.features')}>
        <FormBlock label={t('exercises.fields.movementPatterns')}>{chipSelector('movementPatterns', MOVEMENT_PATTERNS)}</FormBlock>
        <FormBlock label={t('exercises.fields.performanceFeatures')}>{chipSelector('performanceFeatures', PERFORMANCE_FEATURES)}</FormBlock>
        <FormBlock label={t('exercises.fields.injuryPreventionFeatures')}>{chipSelector('injuryPreventionFeatures', INJURY_PREVENTION_FEATURES)}</FormBlock>
      </FormCard>

      <FormCard title={t('exercises.fields.keyPoints')}>
        <Tabs className="form-language-tabs" activeKey={pointsLanguage} onChange={(k) => setPointsLanguage(k === 'en' ? 'en' : 'zh-Hans')}>
          <Tabs.Tab key="en" title={t('languages.en')} />
          <Tabs.Tab key="zh-Hans" title={t('languages.zh-Hans')} />
        </Tabs>
        {pointsLanguage === 'en' ? (
          <KeyPointsEditor key="en" lang="en" points={form.keyPointsEn} onChange={(p) => set('keyPointsEn', p)} />
        ) : (
          <KeyPointsEditor key="zh-Hans" lang="zh-Hans" points={form.keyPointsZh} onChange={(p) => set('keyPointsZh', p)} />
        )}
      </FormCard>

      <FormCard title={t('exercises.units')}>
        {unitRow('intensityUnit', t('exercises.fields.intensityUnit'))}
        {unitRow('quantityUnit', t('exercises.fields.quantityUnit'))}
      </FormCard>

      <FormCard title={t('exercises.form.mediaSection')}>
        <FormBlock label={t('exercises.fields.video')}>
          <MediaField kind="video" value={form.video} onChange={(v) => set('video', v)} onBusyChange={(busy) => setUploads((u) => ({ ...u, video: busy }))} />
        </FormBlock>
        <FormBlock label={t('exercises.fields.gif')}>
          <MediaField kind="gif" value={form.gif} onChange={(v) => set('gif', v)} onBusyChange={(busy) => setUploads((u) => ({ ...u, gif: busy }))} />
        </FormBlock>
      </FormCard>

      <footer className="action-form-footer">
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={save.isPending || savingWith} disabled={uploads.video || uploads.gif}>
          {t('common.save')}
        </Button>
      </footer>
    </form>
  );
}
