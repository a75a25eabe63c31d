import { Dialog, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { dialogName } from '../../kit/dialog-name.ts';
import './prompt-dialog.css';

export interface PromptSpec {
  title: string;
  message: string;
  label: string;
  placeholder?: string;
  confirmText: string;
  danger?: boolean;
  /** Whether the typed text allows confirming (e.g. it is the team's name). */
  accepts: (text: string) => boolean;
  /** Does the work; the dialog closes once it answers true, and stays with a hint under the field when it answers one. */
  onConfirm: (text: string) => Promise<boolean | { hint: string }>;
}

/** A dialog that asks for one typed value: a coach's invitation code, or a team's name before disbanding it. */
export function PromptDialog({ prompt, onClose }: { prompt: PromptSpec | null; onClose: () => void }) {
  const { t } = useI18n();
  const inputId = useId();
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setText('');
    setHint(null);
    onClose();
  };

  const confirm = async () => {
    if (!prompt || !prompt.accepts(text) || busy) return;
    setBusy(true);
    try {
      const answer = await prompt.onConfirm(text);
      if (answer === true) close();
      else setHint(answer === false ? null : answer.hint);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      visible={prompt !== null}
      {...dialogName(prompt?.title ?? '')}
      title={prompt?.title}
      onClose={close}
      content={
        prompt && (
          <div className="prompt-dialog">
            <p className="prompt-dialog-message">{prompt.message}</p>
            <label className="prompt-dialog-label" htmlFor={inputId}>
              {prompt.label}
            </label>
            <Input
              id={inputId}
              className="prompt-dialog-input"
              value={text}
              placeholder={prompt.placeholder}
              autoComplete="off"
              maxLength={140}
              onChange={(typed) => {
                setText(typed);
                setHint(null);
              }}
              onEnterPress={() => void confirm()}
            />
            {hint && (
              <p className="prompt-dialog-hint" role="status">
                {hint}
              </p>
            )}
          </div>
        )
      }
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: close },
          {
            key: 'confirm',
            text: prompt?.confirmText ?? '',
            bold: true,
            danger: prompt?.danger ?? false,
            disabled: !prompt?.accepts(text) || busy,
            onClick: () => void confirm(),
          },
        ],
      ]}
    />
  );
}
