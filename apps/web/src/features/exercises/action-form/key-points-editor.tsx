import { Button, TextArea } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { KEY_POINTS_MAX, KEY_POINT_MAX_LENGTH } from './form-state.ts';
import './key-points-editor.css';

interface KeyPointsEditorProps {
  /** Which language these steps are in, for the labels and the text's lang attribute. */
  lang: 'en' | 'zh-Hans';
  points: string[];
  onChange: (points: string[]) => void;
}

interface KeyPointRowProps {
  number: number;
  lang: 'en' | 'zh-Hans';
  text: string;
  removable: boolean;
  onChange: (text: string) => void;
  onRemove: () => void;
}

function KeyPointRow({ number, lang, text, removable, onChange, onRemove }: KeyPointRowProps) {
  const { t } = useI18n();
  const id = useId();
  const language = t(`languages.${lang}`);
  return (
    <li className="key-point">
      <span className="key-point-number" aria-hidden>
        {number}
      </span>
      <label htmlFor={id} className="visually-hidden">
        {t('exercises.form.keyPointLabel', { number, language })}
      </label>
      <TextArea
        id={id}
        className="key-point-text"
        value={text}
        autoSize={{ minRows: 1, maxRows: 6 }}
        maxLength={KEY_POINT_MAX_LENGTH}
        rows={1}
        placeholder={t('exercises.form.keyPointPlaceholder')}
        onChange={onChange}
      />
      <button type="button" className="key-point-remove" aria-label={t('exercises.form.removeKeyPoint', { number, language })} disabled={!removable} onClick={onRemove}>
        <DeleteOutline aria-hidden />
      </button>
    </li>
  );
}

/** Numbered steps in one language: type, add a row, remove a row. */
export function KeyPointsEditor({ lang, points, onChange }: KeyPointsEditorProps) {
  const { t } = useI18n();
  const update = (index: number, text: string) => onChange(points.map((p, i) => (i === index ? text : p)));
  const remove = (index: number) => {
    const rest = points.filter((_, i) => i !== index);
    onChange(rest.length > 0 ? rest : ['']);
  };

  return (
    <div className="key-points">
      <ol className="key-points-list">
        {points.map((point, index) => (
          <KeyPointRow
            key={index}
            number={index + 1}
            lang={lang}
            text={point}
            removable={points.length > 1 || point !== ''}
            onChange={(text) => update(index, text)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <Button
        className="key-points-add"
        fill="none"
        size="small"
        disabled={points.length >= KEY_POINTS_MAX}
        onClick={() => onChange([...points, ''])}
      >
        <AddOutline aria-hidden /> {t('exercises.form.addKeyPoint')}
      </Button>
    </div>
  );
}
