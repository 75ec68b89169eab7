import { describe, expect, it } from 'vitest';
import { checkFile, formatFileSize, matchesAccept } from '../../ui';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('matchesAccept', () => {
  it('takes anything without an accept list', () => {
    expect(matchesAccept(file('a.exe', 'application/x-msdownload'), undefined)).toBe(true);
    expect(matchesAccept(file('a.exe', ''), ' ')).toBe(true);
  });

  it('matches extensions without regard to case', () => {
    expect(matchesAccept(file('SCAN.PDF', ''), '.pdf, .jpg')).toBe(true);
    expect(matchesAccept(file('scan.pdf.exe', ''), '.pdf')).toBe(false);
  });

  it('matches exact and wildcard types', () => {
    expect(matchesAccept(file('photo', 'image/heic'), 'image/*')).toBe(true);
    expect(matchesAccept(file('doc', 'application/pdf'), 'application/pdf')).toBe(true);
    expect(matchesAccept(file('doc', 'application/pdfx'), 'application/pdf')).toBe(false);
    expect(matchesAccept(file('doc', 'text/plain'), 'image/*,.pdf')).toBe(false);
  });
});

describe('checkFile', () => {
  const rules = { accept: '.pdf,.png', maxSize: 10_000_000 };

  it('passes a file that meets both rules, including one exactly at the limit', () => {
    expect(checkFile(file('a.pdf', 'application/pdf', 10_000_000), rules)).toBeNull();
  });

  it('names the size when the file is too big', () => {
    expect(checkFile(file('a.pdf', 'application/pdf', 10_000_001), rules)).toBe('size');
  });

  it('names the type first when both rules fail', () => {
    expect(checkFile(file('a.docx', '', 20_000_000), rules)).toBe('type');
  });
});

describe('formatFileSize', () => {
  it('writes decimal units in the locale', () => {
    expect(formatFileSize(0, 'en')).toBe('0 byte');
    expect(formatFileSize(999, 'en')).toBe('999 byte');
    expect(formatFileSize(830_000, 'en')).toBe('830 kB');
    expect(formatFileSize(2_400_000, 'en')).toBe('2.4 MB');
    expect(formatFileSize(2_400_000, 'de')).toBe('2,4 MB');
    expect(formatFileSize(3_200_000_000, 'en')).toBe('3.2 GB');
  });

  it('moves up a unit rather than show 1000 of the smaller one', () => {
    expect(formatFileSize(999_960, 'en')).toBe('1 MB');
  });
});
