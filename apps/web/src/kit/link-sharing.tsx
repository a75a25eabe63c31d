import { Dialog } from 'antd-mobile';
import { showToast } from './notify.ts';
import { dialogName } from './dialog-name.ts';

export interface LinkSharingTexts {
  /** The toast once the link is on the clipboard. */
  copied: string;
  /** The title of the dialog that shows the link when the browser refuses the clipboard. */
  copyFailed: string;
  confirm: string;
  /** The class of the link in that dialog. */
  linkClassName: string;
}

/** Whether the system share sheet is there to hand a link to. */
export function canShareLink(): boolean {
  return typeof navigator.share === 'function';
}

/** Copies the link; some browsers refuse the clipboard, and the link is then shown to copy by hand. */
export async function copyLink(url: string, texts: LinkSharingTexts): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showToast(texts.copied, 'success');
  } catch {
    void Dialog.alert({ ...dialogName(texts.copyFailed), title: texts.copyFailed, content: <p className={texts.linkClassName}>{url}</p>, confirmText: texts.confirm });
  }
}

/** Hands the link to the share sheet; closing the sheet is no failure, anything else falls back to copying. */
export async function shareLink(share: { title: string; text: string; url: string }, texts: LinkSharingTexts): Promise<void> {
  try {
    await navigator.share(share);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) await copyLink(share.url, texts);
  }
}
