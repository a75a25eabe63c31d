import { Button, Input } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { addTag, TAG_MAX_LENGTH } from './tags.ts';
import './tags.css';

interface TagEditorProps {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** Tags offered with one tap (the team's tags when tagging a member). */
  suggestions?: readonly string[];
  /** The id the block's label names: the new-tag field. */
  inputId?: string;
}

/** The chosen tags as removable chips, the team's other tags to add with a tap, and a field for a new one. */
export function TagEditor({ tags, onChange, suggestions = [], inputId }: TagEditorProps) {
  const { t } = useI18n();
  const ownId = useId();
  const [text, setText] = useState('');
  const offered = suggestions.filter((s) => !tags.includes(s));

  const add = (value: string) => {
    onChange(addTag(tags, value));
    setText('');
  };

  return (
    <div className="tag-editor">
      {tags.length > 0 && (
        <ul className="tag-list" aria-label={t('teams.tags.chosen')}>
          {tags.map((tag) => (
            <li key={tag}>
              <button type="button" className="tag-chip is-chosen" aria-label={t('teams.tags.remove', { tag })} onClick={() => onChange(tags.filter((x) => x !== tag))}>
                <span>{tag}</span>
                <CloseOutline aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {offered.length > 0 && (
        <ul className="tag-list" aria-label={t('teams.tags.suggested')}>
          {offered.map((tag) => (
            <li key={tag}>
              <button type="button" className="tag-chip" aria-label={t('teams.tags.add', { tag })} onClick={() => add(tag)}>
                + {tag}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="tag-editor-new">
        <Input
          id={inputId ?? ownId}
          value={text}
          maxLength={TAG_MAX_LENGTH}
          placeholder={t('teams.tags.placeholder')}
          onChange={setText}
          onEnterPress={(event) => {
            event.preventDefault();
            add(text);
          }}
        />
        <Button color="primary" fill="outline" shape="rounded" disabled={!text.trim()} onClick={() => add(text)}>
          {t('teams.tags.addButton')}
        </Button>
      </div>
    </div>
  );
}
