/** Hands a picture to the share sheet when the phone takes files, else downloads it; closing the sheet is no failure. */
export async function saveImageFile(blob: Blob, fileName: string, title: string): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([blob], fileName, { type: blob.type || 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'downloaded';
}

/** A file name from a title: characters file systems refuse are replaced; "repwise" when nothing is left. */
export function imageFileName(title: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are refused by file systems too
  const name = [...title.replace(/[\u0000-\u001f\\/:*?"<>|]+/g, '_').trim()].slice(0, 60).join('').trim();
  return `${name || 'repwise'}.png`;
}
