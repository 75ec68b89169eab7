/**
 * The check a file gets before its upload starts: the same rules the server applies (the type read
 * from the first bytes, the size), so a wrong file is refused at once rather than after a long
 * upload. The file goes up under the type its content shows, so its stored name gets the matching
 * extension even when the browser named no type or the wrong one.
 */
import { SNIFF_BYTES, sniffDocument, uploadProblem, type UploadProblem } from '../../../domain/index.ts';

export type FileCheck = { ok: true; file: File } | { ok: false; problem: UploadProblem };

async function headOf(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, SNIFF_BYTES);
  // Blob.arrayBuffer is missing from some older mobile browsers; FileReader reads everywhere.
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(slice);
  });
}

export async function checkFile(file: File): Promise<FileCheck> {
  let head: Uint8Array;
  try {
    head = await headOf(file);
  } catch {
    // A file that cannot be read (moved, permission withdrawn) is as good as empty.
    return { ok: false, problem: 'empty' };
  }
  const problem = uploadProblem(file.size, head);
  if (problem) return { ok: false, problem };
  const type = sniffDocument(head) as string;
  return { ok: true, file: file.type === type ? file : new File([file], file.name, { type }) };
}
