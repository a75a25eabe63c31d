import { INPUT_MAX_LENGTH, REST_LIMIT, WEIGHT_UNITS, dictLabel, limitValue, type Template, type TemplateProblem } from '@repwise/domain';
import { Input, Selector, Switch, TextArea } from 'antd-mobile';
import { useId } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { ChoiceRow } from '../../exercises/action-form/choice-row.tsx';
import { FormRow } from '../../exercises/action-form/form-row.tsx';
import { useTrainingTypes } from '../queries.ts';
import { useEditorCommands } from './editor-commands.ts';
import { formatSeconds } from './format.ts';
import { headerProblem, validationKey } from './use-editor-save.ts';
import '../../exercises/action-form/action-form.css';
import './header-form.css';

/** Descriptions are prose; the server takes up to 2000 characters, a phone screen far fewer. */
export const DESCRIPTION_MAX_LENGTH = 500;

interface HeaderFormProps {
  template: Template;
  /** Problems found by validateTemplate, shown once a save was tried. */
  problems: readonly TemplateProblem[];
  onChange: (fields: Partial<Template>, coalesceKey?: string) => void;
}

/** The template's own fields (spec §3): name, type, description, units, rests, unilateral recording. */
export function HeaderForm({ template, problems, onChange }: HeaderFormProps) {
  const { t, language } = useI18n();
  const commands = useEditorCommands();
  const types = useTrainingTypes();
  const nameId = useId();
  const descriptionId = useId();
  const unilateralId = useId();
  const errorOf = (path: 'name' | 'type' | 'description') => {
    const problem = headerProblem(problems, path);
    return problem ? t(validationKey(problem.path, problem.code)) : undefined;
  };
  const restRow = (key: 'setIntervalSeconds' | 'exerciseIntervalSeconds', label: string) => (
    <FormRow
      label={label}
      value={formatSeconds(template[key])}
      placeholder=""
      onOpen={() => commands.openRest({ title: label, seconds: template[key], onConfirm: (seconds) => onChange({ [key]: limitValue(seconds, REST_LIMIT) }) })}
    />
  );

  return (
    <div className="header-form">
      <h2 className="form-card-title">{t('templates.form.details')}</h2>
      <div className="form-card">
        <div className="form-block" data-field="name">
          <label className="form-block-label" htmlFor={nameId}>
            {t('templates.form.name')}
          </label>
          <Input id={nameId} value={template.name} maxLength={INPUT_MAX_LENGTH} clearable placeholder={t('templates.form.namePlaceholder')} onChange={(name) => onChange({ name }, 'name')} />
          {errorOf('name') && <p className="form-error header-form-error" role="alert">{errorOf('name')}</p>}
        </div>
        <ChoiceRow
          label={t('templates.form.type')}
          field="type"
          choices={(types.data ?? []).map((e) => ({ value: e.value, label: dictLabel(e, language) }))}
          value={template.type || null}
          placeholder={t('templates.form.choose')}
          error={errorOf('type')}
          onChange={(type) => onChange({ type })}
        />
        <div className="form-block" data-field="description">
          <label className="form-block-label" htmlFor={descriptionId}>
            {t('templates.form.description')}
          </label>
          <TextArea
            id={descriptionId}
            className="header-form-textarea"
            value={template.description}
            maxLength={DESCRIPTION_MAX_LENGTH}
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t('templates.form.descriptionPlaceholder')}
            onChange={(description) => onChange({ description }, 'description')}
          />
          {errorOf('description') && <p className="form-error header-form-error" role="alert">{errorOf('description')}</p>}
        </div>
      </div>

      <h2 className="form-card-title">{t('templates.form.settings')}</h2>
      <div className="form-card">
        <div className="form-block header-form-units">
          <span className="form-block-label">{t('templates.form.units')}</span>
          <Selector
            className="header-form-selector"
            showCheckMark={false}
            options={WEIGHT_UNITS.map((u) => ({ value: u, label: t(`templates.unitShort.${u}`) }))}
            value={[template.units]}
            onChange={([units]) => units && onChange({ units })}
          />
        </div>
        {restRow('setIntervalSeconds', t('templates.form.setInterval'))}
        {restRow('exerciseIntervalSeconds', t('templates.form.exerciseInterval'))}
        <button
          type="button"
          role="switch"
          aria-checked={template.unilateral}
          aria-labelledby={unilateralId}
          aria-describedby={`${unilateralId}-hint`}
          className="form-switch-row form-block"
          onClick={() => onChange({ unilateral: !template.unilateral })}
        >
          <span className="form-switch-text">
            <span id={unilateralId} className="form-block-label">
              {t('templates.form.unilateral')}
            </span>
            <span id={`${unilateralId}-hint`} className="form-block-hint">
              {t('templates.form.unilateralHint')}
            </span>
          </span>
          <Switch checked={template.unilateral} aria-hidden />
        </button>
      </div>
    </div>
  );
}
