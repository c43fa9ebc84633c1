/** Getting a sheet off the phone: a download, or the system's share sheet where there is one. */
export function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const canShare = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Shares the files where the browser can, else the CSV as text. Cancelling is not an error. */
export async function share(
  title: string,
  files: Array<{ name: string; text: string; type: string }>,
): Promise<void> {
  const asFiles = files.map((f) => new File([f.text], f.name, { type: f.type }));
  try {
    if (navigator.canShare?.({ files: asFiles })) await navigator.share({ title, files: asFiles });
    else await navigator.share({ title, text: files[0].text });
  } catch (e) {
    if ((e as Error).name !== 'AbortError') throw e;
  }
}

/** A file name from the sheet's game and date: `stikk-selbu-2025-01-31`. */
export const fileName = (game: string, created: string, ext: string): string =>
  `stikk-${game}-${(created || new Date().toISOString()).slice(0, 10)}.${ext}`;
