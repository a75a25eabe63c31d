import type { DialogProps } from 'antd-mobile';

/**
 * The accessible name of an antd-mobile Dialog. The dialog passes `aria-label` on to its
 * role="dialog" element but does not declare the prop, and a dialog without a name is read
 * out as just "dialog". Spread it into Dialog.confirm/alert/show: `{ ...dialogName(title), … }`.
 */
export function dialogName(name: string): Partial<DialogProps> {
  return { 'aria-label': name } as Partial<DialogProps>;
}
