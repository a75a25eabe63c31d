import { INPUT_MAX_LENGTH, REST_LIMIT, WEIGHT_UNITS, limitValue, setUnits, type Template, type TemplateProblem } from '@repwise/domain';
import { Input, Selector, TextArea } from 'antd-mobile';
import { useId } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { ChoiceRow } from '../../../kit/choice-row.tsx';
import { FormBlock, FormCard, SwitchRow } from '../../../kit/form-card.tsx';
import { FormRow } from '../../../kit/form-row.tsx';
import { trainingTypeChoices } from '../training-types.ts';
import { useEditorCommands } from './editor-commands.ts';
import { formatSeconds } from './format.ts';
import { headerProblem, validationKey } from './use-editor-save.ts';
import './header-form.css';

/** Descriptions are prose; the server takes up to 2000 characters, a phone screen far fewer. */
export const DESCRIPTION_MAX_LENGTH = 500;

/** The longest name suffix for copies the server keeps. */
export const COPY_SUFFIX_MAX_LENGTH = 32;

interface HeaderFormProps {
  template: Template;
  /** Problems found by validateTemplate, shown once a save was tried. */
  problems: readonly TemplateProblem[];
  onChange: (fields: Partial<Template>, coalesceKey?: string) => void;
}

/**
 * The template's own fields (spec §3): name, type, description, units, rests, overload and
 * deload sets, unilateral recording and the name suffix for copies. Name, type and description
 * are required (spec §5) and marked so before the first save.
 */
export function HeaderForm({ template, problems, onChange }: HeaderFormProps) {
  const { t, language } = useI18n();
  const commands = useEditorCommands();
  const nameId = useId();
  const descriptionId = useId();
  const suffixId = useId();
  // What the server appends when the suffix is left empty: the default in the copier's language.
  const defaultSuffix = t('templates.form.copySuffixDefault');
  const errorOf = (path: 'name' | 'type' | 'description') => {
    const problem = headerProblem(problems, path);
    return problem ? t(validationKey(problem.path, problem.code)) : undefined;
  };
  const restRow = (key: 'setIntervalSeconds' | 'exerciseIntervalSeconds', label: string) => (
    <FormRow
      label={label}
      value={formatSeconds(template[key])}
      placeholder=""
      onOpen={() => commands.openRest({ title: label, seconds: template[key], scopes: [{ label, onConfirm: (seconds) => onChange({ [key]: limitValue(seconds, REST_LIMIT) }) }] })}
    />
  );

  return (
    <div className="header-form">
      <FormCard title={t('templates.form.details')}>
        <FormBlock label={t('templates.form.name')} htmlFor={nameId} field="name" error={errorOf('name')} required>
          <Input id={nameId} value={template.name} maxLength={INPUT_MAX_LENGTH} placeholder={t('templates.form.namePlaceholder')} onChange={(name) => onChange({ name }, 'name')} />
        </FormBlock>
        <ChoiceRow
          label={t('templates.form.type')}
          field="type"
          choices={trainingTypeChoices(language)}
          value={template.type || null}
          placeholder={t('templates.form.choose')}
          error={errorOf('type')}
          required
          onChange={(type) => onChange({ type })}
        />
        <FormBlock label={t('templates.form.description')} htmlFor={descriptionId} field="description" error={errorOf('description')} required>
          <TextArea
            id={descriptionId}
            className="header-form-textarea"
            value={template.description}
            maxLength={DESCRIPTION_MAX_LENGTH}
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t('templates.form.descriptionPlaceholder')}
            onChange={(description) => onChange({ description }, 'description')}
          />
        </FormBlock>
      </FormCard>

      <FormCard title={t('templates.form.settings')}>
        <FormBlock label={t('templates.form.units')} className="header-form-units">
          <Selector
            className="header-form-selector"
            showCheckMark={false}
            options={WEIGHT_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
            value={[template.units]}
            // Only the unit shown changes: weights are stored in kg, so the cells convert and nothing drifts.
            onChange={([units]) => units && commands.apply((tpl) => setUnits(tpl, units))}
          />
        </FormBlock>
        {restRow('setIntervalSeconds', t('templates.form.setInterval'))}
        {restRow('exerciseIntervalSeconds', t('templates.form.exerciseInterval'))}
        <SwitchRow label={t('templates.form.overloadSets')} hint={t('templates.form.overloadSetsHint')} checked={template.overloadSets} onChange={(overloadSets) => onChange({ overloadSets })} />
        <SwitchRow label={t('templates.form.deloadSets')} hint={t('templates.form.deloadSetsHint')} checked={template.deloadSets} onChange={(deloadSets) => onChange({ deloadSets })} />
        <SwitchRow label={t('templates.form.unilateral')} hint={t('templates.form.unilateralHint')} checked={template.unilateral} onChange={(unilateral) => onChange({ unilateral })} />
        <FormBlock
          label={t('templates.form.copySuffix')}
          hint={t('templates.form.copySuffixHint', { name: template.name || t('templates.untitled'), suffix: template.copyNameSuffix || defaultSuffix })}
          htmlFor={suffixId}
        >
          <Input
            id={suffixId}
            value={template.copyNameSuffix}
            maxLength={COPY_SUFFIX_MAX_LENGTH}
            placeholder={defaultSuffix}
            onChange={(copyNameSuffix) => onChange({ copyNameSuffix }, 'copyNameSuffix')}
          />
        </FormBlock>
      </FormCard>
    </div>
  );
}
