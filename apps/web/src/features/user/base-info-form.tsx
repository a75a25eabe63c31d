import type { UpdateInfoInput, UserDto } from '@repwise/contracts';
import { Button, Form, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { INPUT_MAX_LENGTH } from '../../base/constants.ts';
import { pickerSpecs, type PickerFieldName } from './base-info-fields.ts';
import { PickerField } from './picker-field.tsx';
import './base-info-form.css';

type FormValues = { nickName?: string } & Partial<Record<PickerFieldName, number | null>>;

const BASE_FIELDS: readonly PickerFieldName[] = ['age', 'sex', 'height', 'weight'];
const BODY_FIELDS: readonly PickerFieldName[] = ['chest', 'waist', 'hip'];

interface BaseInfoFormProps {
  user: UserDto;
  /** Adds chest, waist and hip under their own heading. */
  withBody?: boolean;
  /** Onboarding needs every base field; the profile lets them stay empty. */
  required?: boolean;
  submitText: string;
  submitting: boolean;
  onSubmit: (update: UpdateInfoInput) => void;
  footerExtra?: ReactNode;
}

function toUpdate(values: FormValues): UpdateInfoInput {
  const update: UpdateInfoInput = {};
  const nickName = values.nickName?.trim();
  if (nickName) update.nickName = nickName;
  for (const field of [...BASE_FIELDS, ...BODY_FIELDS]) {
    const value = values[field];
    if (typeof value === 'number') update[field] = value;
  }
  return update;
}

/** Nickname, age, gender, height, weight (and body measurements) with picker wheels. */
export function BaseInfoForm({ user, withBody = false, required = false, submitText, submitting, onSubmit, footerExtra }: BaseInfoFormProps) {
  const { t, language } = useI18n();
  const specs = pickerSpecs(t, language, useFormat('kg'));
  const rules = required ? [{ required: true, message: t('validation.required') }] : undefined;
  const initialValues: FormValues = {
    nickName: user.nickName,
    ...Object.fromEntries([...BASE_FIELDS, ...BODY_FIELDS].map((field) => [field, user[field]])),
  };

  const pickerItem = (field: PickerFieldName) => (
    <Form.Item key={field} name={field} label={specs[field].title} rules={rules}>
      <PickerField spec={specs[field]} placeholder={t('common.select')} />
    </Form.Item>
  );

  return (
    <Form
      layout="horizontal"
      mode="card"
      className="base-info-form"
      initialValues={initialValues}
      requiredMarkStyle="none"
      onFinish={(values: FormValues) => onSubmit(toUpdate(values))}
      footer={
        <div className="base-info-form-actions">
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={submitting}>
            {submitText}
          </Button>
          {footerExtra}
        </div>
      }
    >
      {withBody && <Form.Header>{t('profile.basics')}</Form.Header>}
      <Form.Item name="nickName" label={t('baseInfo.nickname')} rules={rules}>
        <Input placeholder={t('baseInfo.nicknamePlaceholder')} maxLength={INPUT_MAX_LENGTH} style={{ '--text-align': 'right' }} />
      </Form.Item>
      {BASE_FIELDS.map(pickerItem)}
      {withBody && <Form.Header>{t('profile.body')}</Form.Header>}
      {withBody && BODY_FIELDS.map(pickerItem)}
    </Form>
  );
}
