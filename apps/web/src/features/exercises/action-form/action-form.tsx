import {
  EQUIPMENT, EXERCISE_TYPES, INJURY_PREVENTION_FEATURES, INPUT_MAX_LENGTH, MOVEMENT_PATTERNS, PERFORMANCE_FEATURES, RANGES_OF_MOTION,
  dictLabel, type DictEntry,
} from '@repwise/domain';
import { Button, Input, Selector, Switch, Tabs } from 'antd-mobile';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import type { ActionDetail } from '../../../api/types.ts';
import { useI18n } from '../../../i18n/index.ts';
import { showFailureToast, showToast } from '../../common/notify.ts';
import { useLeaveGuard } from '../../common/use-leave-guard.ts';
import { useSaveAction, useUnitDictionaries } from '../queries.ts';
import { ChoiceRow, type Choice } from './choice-row.tsx';
import { EMPTY_FORM, formToInput, isDirty, validateForm, withPrimaryMuscles, type ActionFormState, type FormField } from './form-state.ts';
import { KeyPointsEditor } from './key-points-editor.tsx';
import { MediaField } from './media-field.tsx';
import { MuscleSelect } from './muscle-select.tsx';
import './action-form.css';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="form-card-section">
      <h2 className="form-card-title">{title}</h2>
      <div className="form-card">{children}</div>
    </section>
  );
}

/** A labelled block: the label above its content (chips, an input). */
function Block({ label, hint, htmlFor, children, field }: { label: string; hint?: string; htmlFor?: string; children: ReactNode; field?: FormField }) {
  return (
    <div className="form-block" data-field={field}>
      {htmlFor ? (
        <label className="form-block-label" htmlFor={htmlFor}>
          {label}
        </label>
      ) : (
        <span className="form-block-label">{label}</span>
      )}
      {hint && <p className="form-block-hint">{hint}</p>}
      {children}
    </div>
  );
}

interface ActionFormProps {
  /** null creates a new exercise. */
  id: number | null;
  initial?: ActionFormState;
  onSaved: (detail: ActionDetail) => void;
}

/** Every field of an exercise (spec §3), checked here and again by the server. */
export function ActionForm({ id, initial = EMPTY_FORM, onSaved }: ActionFormProps) {
  const { t, language } = useI18n();
  const save = useSaveAction();
  const units = useUnitDictionaries();
  const [form, setForm] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [uploads, setUploads] = useState({ video: false, gif: false });
  const [pointsLanguage, setPointsLanguage] = useState<'en' | 'zh-Hans'>(language);
  const saved = useRef(false);
  const nameEnId = useId();
  const nameZhId = useId();
  const compoundId = useId();

  const dirty = isDirty(initial, form);
  useLeaveGuard(useCallback(() => dirty && !saved.current, [dirty]));

  const set = <K extends keyof ActionFormState>(key: K, value: ActionFormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const errors = showErrors ? validateForm(form) : {};
  const errorText = (field: FormField) => {
    const key = errors[field];
    return key ? t(`exercises.validation.${key}`) : undefined;
  };

  const choices = (dict: readonly DictEntry[]): Choice[] => dict.map((e) => ({ value: e.value, label: dictLabel(e, language) }));
  const unitChoices = (key: 'intensityUnit' | 'quantityUnit'): Choice[] => {
    const loaded = units.data?.[key] ?? [];
    return loaded.length > 0 ? choices(loaded) : [{ value: form[key], label: form[key] }];
  };
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
      const detail = await save.mutateAsync({ id, input: formToInput(form) });
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
      <Card title={t('exercises.form.nameSection')}>
        <Block label={t('exercises.form.nameEn')} htmlFor={nameEnId} field="name">
          <Input id={nameEnId} value={form.nameEn} maxLength={INPUT_MAX_LENGTH} clearable placeholder={t('exercises.form.nameEnPlaceholder')} onChange={(v) => set('nameEn', v)} />
        </Block>
        <Block label={t('exercises.form.nameZh')} htmlFor={nameZhId}>
          <Input id={nameZhId} value={form.nameZh} maxLength={INPUT_MAX_LENGTH} clearable placeholder={t('exercises.form.nameZhPlaceholder')} onChange={(v) => set('nameZh', v)} />
        </Block>
        {errorText('name') && (
          <p className="form-error" role="alert">
            {errorText('name')}
          </p>
        )}
        <p className="form-note">{t('exercises.form.nameHint')}</p>
      </Card>

      <Card title={t('exercises.form.basicsSection')}>
        <Block label={t('exercises.fields.type')}>{singleSelector('type', EXERCISE_TYPES)}</Block>
        <ChoiceRow
          label={t('exercises.fields.equipment')}
          choices={choices(EQUIPMENT)}
          value={form.equipment}
          placeholder={t('exercises.form.choose')}
          error={errorText('equipment')}
          field="equipment"
          onChange={(v) => set('equipment', v)}
        />
        <Block label={t('exercises.fields.rangeOfMotion')}>{singleSelector('rangeOfMotion', RANGES_OF_MOTION)}</Block>
        {/* The whole row is the switch, so the tap target is the row, not the small toggle. */}
        <button type="button" role="switch" aria-checked={form.compound} aria-labelledby={compoundId} aria-describedby={`${compoundId}-hint`} className="form-switch-row form-block" onClick={() => set('compound', !form.compound)}>
          <span className="form-switch-text">
            <span id={compoundId} className="form-block-label">
              {t('exercises.compound')}
            </span>
            <span id={`${compoundId}-hint`} className="form-block-hint">
              {t('exercises.form.compoundHint')}
            </span>
          </span>
          <Switch checked={form.compound} aria-hidden className="form-switch-visual" />
        </button>
      </Card>

      <Card title={t('exercises.muscles')}>
        <MuscleSelect
          label={t('exercises.fields.primaryMuscles')}
          value={form.primaryMuscles}
          error={errorText('primaryMuscles')}
          field="primaryMuscles"
          onChange={(muscles) => setForm((f) => withPrimaryMuscles(f, muscles))}
        />
        <MuscleSelect label={t('exercises.fields.secondaryMuscles')} value={form.secondaryMuscles} exclude={form.primaryMuscles} onChange={(m) => set('secondaryMuscles', m)} />
      </Card>

      <Card title={t('exercises.features')}>
        <Block label={t('exercises.fields.movementPatterns')}>{chipSelector('movementPatterns', MOVEMENT_PATTERNS)}</Block>
        <Block label={t('exercises.fields.performanceFeatures')}>{chipSelector('performanceFeatures', PERFORMANCE_FEATURES)}</Block>
        <Block label={t('exercises.fields.injuryPreventionFeatures')}>{chipSelector('injuryPreventionFeatures', INJURY_PREVENTION_FEATURES)}</Block>
      </Card>

      <Card title={t('exercises.fields.keyPoints')}>
        <Tabs className="form-language-tabs" activeKey={pointsLanguage} onChange={(k) => setPointsLanguage(k === 'en' ? 'en' : 'zh-Hans')}>
          <Tabs.Tab key="en" title={t('languages.en')} />
          <Tabs.Tab key="zh-Hans" title={t('languages.zh-Hans')} />
        </Tabs>
        {pointsLanguage === 'en' ? (
          <KeyPointsEditor key="en" lang="en" points={form.keyPointsEn} onChange={(p) => set('keyPointsEn', p)} />
        ) : (
          <KeyPointsEditor key="zh-Hans" lang="zh-Hans" points={form.keyPointsZh} onChange={(p) => set('keyPointsZh', p)} />
        )}
      </Card>

      <Card title={t('exercises.units')}>
        <ChoiceRow label={t('exercises.fields.intensityUnit')} choices={unitChoices('intensityUnit')} value={form.intensityUnit} placeholder={t('exercises.form.choose')} onChange={(v) => set('intensityUnit', v)} />
        <ChoiceRow label={t('exercises.fields.quantityUnit')} choices={unitChoices('quantityUnit')} value={form.quantityUnit} placeholder={t('exercises.form.choose')} onChange={(v) => set('quantityUnit', v)} />
      </Card>

      <Card title={t('exercises.form.mediaSection')}>
        <Block label={t('exercises.fields.video')}>
          <MediaField kind="video" value={form.video} onChange={(v) => set('video', v)} onBusyChange={(busy) => setUploads((u) => ({ ...u, video: busy }))} />
        </Block>
        <Block label={t('exercises.fields.gif')}>
          <MediaField kind="gif" value={form.gif} onChange={(v) => set('gif', v)} onBusyChange={(busy) => setUploads((u) => ({ ...u, gif: busy }))} />
        </Block>
      </Card>

      <footer className="action-form-footer">
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={save.isPending} disabled={uploads.video || uploads.gif}>
          {t('common.save')}
        </Button>
      </footer>
    </form>
  );
}
