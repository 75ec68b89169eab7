import { describe, expect, it } from 'vitest';
import { formatTin, isValidItin, isValidSsn } from '../../../domain/index.ts';

describe('ITIN format 9XX-XX-XXXX, middle digits 50-65, 70-88, 90-92, 94-99', () => {
  it('accepts every allowed middle range, with or without dashes', () => {
    for (const middle of ['50', '65', '70', '88', '90', '92', '94', '99']) {
      expect(isValidItin(`912-${middle}-3456`)).toBe(true);
      expect(isValidItin(`912${middle}3456`)).toBe(true);
    }
  });

  it('refuses the gaps, a first digit other than 9 and wrong lengths', () => {
    for (const middle of ['00', '49', '66', '69', '89', '93']) expect(isValidItin(`912-${middle}-3456`)).toBe(false);
    expect(isValidItin('812-70-3456')).toBe(false);
    expect(isValidItin('912-70-345')).toBe(false);
    expect(isValidItin('912-70-34567')).toBe(false);
  });
});

describe('SSN format', () => {
  it('accepts nine digits and refuses 000, 666 and 9xx areas, and zero groups or serials', () => {
    expect(isValidSsn('123-45-6789')).toBe(true);
    for (const bad of ['000-12-3456', '666-12-3456', '912-70-3456', '123-00-4567', '123-45-0000', '12-345-6789']) {
      expect(isValidSsn(bad)).toBe(false);
    }
  });

  it('formats nine digits as 3-2-4', () => {
    expect(formatTin('912701234')).toBe('912-70-1234');
  });
});
