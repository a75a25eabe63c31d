import { Button, Input, Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { TAG_MAX_LENGTH } from './tags.ts';
import './tags.css';

interface TagSheetProps {
  visible: boolean;
  title: string;
  /** The team's tags, one tap each. */
  tags: readonly string[];
  onPick: (tag: string) => void;
  onClose: () => void;
}

/** Picks one tag for several members: one of the team's, or a new one typed here. */
export function TagSheet({ visible, title, tags, onPick, onClose }: TagSheetProps) {
  const { t } = useI18n();
  const titleId = useId();
  const inputId = useId();
  const [text, setText] = useState('');
  const pick = (tag: string) => {
    const value = tag.trim();
    if (!value) return;
    setText('');
    onClose();
    onPick(value);
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="tag-sheet-popup">
      <div className="tag-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <p id={titleId} className="tag-sheet-title">
          {title}
        </p>
        {tags.length > 0 && (
          <ul className="tag-list" aria-label={t('teams.tags.teamTags')}>
            {tags.map((tag) => (
              <li key={tag}>
                <button type="button" className="tag-chip" onClick={() => pick(tag)}>
                  {tag}
                </button>
              </li>
            ))}
          </ul>
        )}
        <label className="tag-sheet-label" htmlFor={inputId}>
          {t('teams.tags.newTag')}
        </label>
        <div className="tag-editor-new">
          <Input id={inputId} value={text} maxLength={TAG_MAX_LENGTH} placeholder={t('teams.tags.placeholder')} onChange={setText} onEnterPress={() => pick(text)} />
          <Button color="primary" shape="rounded" disabled={!text.trim()} onClick={() => pick(text)}>
            {t('teams.tags.apply')}
          </Button>
        </div>
        <Button block fill="none" className="tag-sheet-cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </Popup>
  );
}
