import {
  applyDownward, applyUpward, intensityForDisplay, intensityLimit, limitValue, quantityLimit, setIntensity, setQuantity,
  type Result, type Template, type TemplateAction,
} from '@repwise/domain';
import { DownOutline, TextDeletionOutline, UpOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { useEditorCommands } from './editor-commands.ts';
import { formatAmount } from './format.ts';
import { chipText, quickChips } from './pad-keys.ts';
import { adjust, afterApply, bufferOf, bufferValue, fieldsOf, nextTarget, pressKey, type PadBuffer, type PadField, type PadKey, type PadTarget } from './pad-logic.ts';
import { useUnitLabels } from './use-unit-label.ts';
import type { Edit } from './use-template-editor.ts';
import './value-pad.css';

const DIGITS: readonly PadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '0', 'back'];
type Direction = 'up' | 'down' | 'all';

interface ValuePadProps {
  target: PadTarget;
  template: Template;
  /** Counts openings, so typing after reopening the same cell is its own Undo step. */
  session: number;
  onTarget: (next: PadTarget | null) => void;
}

function chain(template: Template, steps: ((t: Template) => Result<Template>)[]): Result<Template> {
  let result: Result<Template> = { ok: true, value: template };
  for (const step of steps) {
    if (!result.ok) return result;
    result = step(result.value);
  }
  return result;
}

/**
 * The number pad for set values. It stays open while the person taps other cells (each tap
 * moves it there), writes every key at once so the rows behind show the value, and its
 * Apply keys copy the value to the action's other sets and move on to what is left to fill.
 */
export function ValuePad({ target, template, session, onTarget }: ValuePadProps) {
  const { t } = useI18n();
  const commands = useEditorCommands();
  const unit = useUnitLabels(template.units);
  const place = template.actionsCons.flatMap((block) => block.exerciseCons.flatMap((group) => group.exercises.map((set) => ({ block, group, set })))).find((p) => p.set.id === target.setId);
  const action: TemplateAction | undefined = place?.block.actions.find((a) => a.id === place.set.actionId);
  // The pad shows, steps and takes values as the cells show them: loads in the template's units.
  const limit = action && (target.field === 'quantity' ? quantityLimit(action) : intensityLimit(action, template.units));
  const stored = place ? (target.field === 'quantity' ? place.set.quantityCount : target.field === 'right' ? place.set.intensityCountRight : place.set.intensityCountLeft) : 0;
  const [buffer, setBuffer] = useState<PadBuffer>(() => bufferOf(action && target.field !== 'quantity' ? intensityForDisplay(stored, action, template.units) : stored));

  const write = (next: PadBuffer) => {
    setBuffer(next);
    const value = bufferValue(next);
    const edit: Edit = (tpl, language) =>
      target.field === 'quantity' ? setQuantity(tpl, target.setId, value, language) : setIntensity(tpl, target.setId, target.field, value, language);
    commands.apply(edit, `pad:${session}:${target.setId}:${target.field}`);
  };
  const press = (key: PadKey) => limit && write(pressKey(buffer, key, limit));
  const next = () => onTarget(nextTarget(template, target));
  const applyTo = (direction: Direction) => {
    const field = target.field === 'quantity' ? 'quantity' : 'intensity';
    const up = (tpl: Template) => applyUpward(tpl, target.setId, field);
    const down = (tpl: Template) => applyDownward(tpl, target.setId, field);
    const steps = direction === 'up' ? [up] : direction === 'down' ? [down] : [up, down];
    if (commands.apply((tpl) => chain(tpl, steps))) onTarget(afterApply(template, target));
  };

  // A keyboard works too: digits, point, backspace, Enter for Next and Escape to close.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      const key = event.key === 'Backspace' ? 'back' : event.key;
      if (DIGITS.includes(key as PadKey)) {
        event.preventDefault();
        document.getElementById('value-pad-keys')?.querySelector<HTMLButtonElement>(`[data-key="${key}"]`)?.click();
      } else if (event.key === 'Enter') {
        event.preventDefault();
        document.getElementById('value-pad-next')?.click();
      } else if (event.key === 'Escape') onTarget(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onTarget]);

  // The cell being written stays in sight above the pad.
  useEffect(() => {
    document.querySelector(`[data-set-id="${target.setId}"] [data-field="${target.field}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [target.setId, target.field]);

  if (!place || !action || !limit) return null;
  const fieldName = (field: PadField) =>
    field === 'quantity' ? (action.quantityUnit.key === 'reps' ? t('templates.columns.reps') : t('templates.columns.amount')) : field === 'right' ? t('templates.pad.right') : place.set.side === 1 ? t('templates.pad.left') : t('templates.pad.weight');
  const unitText = target.field === 'quantity' ? unit.quantity(action) : unit.intensity(action);
  const rounded = limitValue(bufferValue(buffer), limit);

  return (
    <div className="value-pad" role="dialog" aria-label={t('templates.pad.title')}>
      <div className="value-pad-head">
        <p className="value-pad-context">
          <strong>{action.name}</strong> · {place.group.name} · {t('templates.pad.setLabel', { set: place.set.name })}
        </p>
        <button type="button" className="value-pad-done" onClick={() => onTarget(null)}>
          {t('templates.pad.done')}
        </button>
      </div>
      <div className="value-pad-display">
        <div className="value-pad-fields" role="group" aria-label={t('templates.pad.fields')}>
          {fieldsOf(place.set).map((field) => (
            <button key={field} type="button" aria-pressed={field === target.field} className={field === target.field ? 'is-on' : ''} onClick={() => onTarget({ setId: target.setId, field })}>
              {fieldName(field)}
            </button>
          ))}
        </div>
        <output className={`value-pad-value${buffer.fresh ? ' is-fresh' : ''}`} aria-live="polite" aria-label={t('templates.pad.value')}>
          <span>{buffer.text === '' ? '0' : buffer.text}</span>
          <small>{unitText}</small>
        </output>
      </div>
      <div className="value-pad-chips" role="group" aria-label={t('templates.pad.quick')}>
        {quickChips(action, target.field, template.units).map((chip) => (
          <button key={chipText(chip)} type="button" onClick={() => write(chip.kind === 'set' ? bufferOf(limitValue(chip.value, limit)) : adjust(buffer, chip.delta, limit))}>
            {chipText(chip)}
          </button>
        ))}
        {/* Only for what was typed: a kg value shown in lbs (176.4) is off the 0.5 lb step but is stored as it was. */}
        {!buffer.fresh && rounded !== bufferValue(buffer) && <span className="value-pad-rounded">{t('templates.pad.rounded', { value: formatAmount(rounded) })}</span>}
      </div>
      <div className="value-pad-grid">
        <div className="value-pad-keys" id="value-pad-keys" role="group" aria-label={t('templates.pad.keys')}>
          {DIGITS.map((key) => (
            <button key={key} type="button" data-key={key} aria-label={key === 'back' ? t('templates.pad.backspace') : undefined} onClick={() => press(key)}>
              {key === 'back' ? <TextDeletionOutline aria-hidden /> : key}
            </button>
          ))}
        </div>
        <div className="value-pad-actions">
          <button type="button" aria-label={t('templates.pad.applyUp')} onClick={() => applyTo('up')}>
            <UpOutline aria-hidden /> <span>{t('templates.pad.applyUpShort')}</span>
          </button>
          <button type="button" aria-label={t('templates.pad.applyDown')} onClick={() => applyTo('down')}>
            <DownOutline aria-hidden /> <span>{t('templates.pad.applyDownShort')}</span>
          </button>
          <button type="button" aria-label={t('templates.pad.applyAll')} onClick={() => applyTo('all')}>
            <span>{t('templates.pad.applyAllShort')}</span>
          </button>
          <button type="button" id="value-pad-next" className="is-primary" onClick={next}>
            {t('templates.pad.next')}
          </button>
        </div>
      </div>
    </div>
  );
}
