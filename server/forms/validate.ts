import { isValidEmail, normaliseEmail } from '../auth/validation.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { hasControlCharacters, stripControlCharacters } from '../http/text.ts';
import { isCountryCode } from '../../domain/countries.ts';
import { format, type CommonCopy, type FormCopy } from './copy.ts';
import { allFields, FILE_MAX_BYTES, isRequired, type FieldDef, type FormDef, type Values } from './definitions.ts';

export interface AcceptedFile {
  field: string;
  filename: string;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  extension: 'pdf' | 'jpg' | 'png';
  /** The received file (see `UploadedFile.path`). */
  path: string;
  size: number;
  sha256: string;
}

export interface ValidationResult {
  /** The answers as the user typed them (trimmed), to show again next to the errors. */
  values: Values;
  /** Field name to message, in the order of the form. */
  errors: Map<string, string>;
  file: AcceptedFile | undefined;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PHONE = /^\+?[0-9 ()./-]{6,24}$/;

/** What the file's first bytes say it is; the declared type and the file name are not trusted. */
export function sniffFileType(data: Buffer): AcceptedFile['contentType'] | undefined {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return undefined;
}

const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

function parseDate(value: string): number | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100) return undefined;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : undefined;
}

function clean(field: FieldDef, raw: string | undefined): string {
  const value = (raw ?? '').replace(/\r\n?/g, '\n');
  return field.kind === 'textarea' ? value.trim() : value.replace(/\s+/g, ' ').trim();
}

/** Server-side validation of one submission: every rule is checked here whatever the browser did. */
export function validateSubmission(
  form: FormDef,
  fields: Map<string, string>,
  files: readonly UploadedFile[],
  copy: { common: CommonCopy; form: FormCopy },
  now: number,
): ValidationResult {
  const defs = allFields(form);
  const values: Values = {};
  for (const field of defs) {
    if (field.kind !== 'file') values[field.name] = clean(field, fields.get(field.name));
  }
  const errors = new Map<string, string>();
  const labelOf = (name: string) =>
    copy.form.fields[name]?.label ?? copy.common.fields[name as keyof CommonCopy['fields']]?.label ?? name;
  const e = copy.common.errors;
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  let file: AcceptedFile | undefined;

  for (const field of defs) {
    const label = labelOf(field.name);
    const fail = (template: string, extra: Record<string, string | number> = {}) => {
      if (!errors.has(field.name)) errors.set(field.name, format(template, { label, ...extra }));
    };

    if (field.kind === 'file') {
      const upload = files.find((f) => f.field === field.name);
      if (!upload) {
        if (isRequired(field, values)) fail(e.required);
        continue;
      }
      if (upload.size === 0 || upload.path === undefined) fail(e.fileEmpty);
      else if (upload.size > FILE_MAX_BYTES) fail(e.fileSize);
      else {
        const type = sniffFileType(upload.head);
        if (!type) fail(e.fileType);
        else {
          file = {
            field: field.name,
            filename: stripControlCharacters(upload.filename).slice(-200),
            contentType: type,
            extension: EXTENSIONS[type],
            path: upload.path,
            size: upload.size,
            sha256: upload.sha256,
          };
        }
      }
      continue;
    }

    const value = values[field.name] ?? '';
    if (value === '') {
      if (!isRequired(field, values)) continue;
      if (field.kind === 'checkbox') fail(e.consent);
      else if (field.kind === 'select' || field.kind === 'radio' || field.kind === 'country') fail(e.choose);
      else fail(e.required);
      continue;
    }
    // Control characters never belong in an answer (a text area may keep its line breaks and tabs).
    if (hasControlCharacters(value, field.kind === 'textarea')) {
      fail(e.invalid);
      continue;
    }
    if (field.maxLength !== undefined && [...value].length > field.maxLength) {
      fail(e.tooLong, { max: field.maxLength });
      continue;
    }
    switch (field.kind) {
      case 'email':
        if (!isValidEmail(normaliseEmail(value))) fail(e.email);
        break;
      case 'tel': {
        const digits = value.replace(/\D/g, '').length;
        if (!PHONE.test(value) || digits < 7 || digits > 15) fail(e.phone);
        break;
      }
      case 'date': {
        const time = parseDate(value);
        if (time === undefined) fail(e.date);
        else if (field.date?.when === 'past' && time >= today) fail(e.datePast);
        else if (field.date?.when === 'not-past' && time < today) fail(e.dateNotPast);
        else if (field.date?.after) {
          const other = parseDate(values[field.date.after] ?? '');
          if (other !== undefined && time <= other) fail(e.dateAfter, { other: labelOf(field.date.after) });
        }
        break;
      }
      case 'select':
      case 'radio':
        if (!field.options?.includes(value)) fail(e.choose);
        break;
      case 'country':
        if (!isCountryCode(value)) fail(e.country);
        break;
      case 'checkbox':
        if (value !== 'yes') fail(e.consent);
        break;
      default:
        if (field.pattern && !field.pattern.test(value)) fail(e.characters);
    }
  }
  return { values, errors, file };
}
