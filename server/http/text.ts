/** C0 and C1 control characters, plus the Unicode line and paragraph separators. */
function isControl(code: number, allowLineBreaks: boolean): boolean {
  if (allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/** Whether text contains a control character (tab and line breaks allowed when asked). */
export function hasControlCharacters(value: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < value.length; i++) {
    if (isControl(value.charCodeAt(i), allowLineBreaks)) return true;
  }
  return false;
}

/** Removes control characters, for text that goes into a single-line field or a page. */
export function stripControlCharacters(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    if (!isControl(value.charCodeAt(i), false)) out += value[i];
  }
  return out;
}
