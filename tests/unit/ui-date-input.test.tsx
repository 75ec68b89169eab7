import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, datePartOrder, formatDateValue, isCompleteDate, parseDateValue } from '../../ui';

describe('datePartOrder', () => {
  it.each([
    ['en-US', ['month', 'day', 'year']],
    ['en-GB', ['day', 'month', 'year']],
    ['es', ['day', 'month', 'year']],
    ['pt-BR', ['day', 'month', 'year']],
    ['de', ['day', 'month', 'year']],
    ['zh', ['year', 'month', 'day']],
  ])('reads the order of %s from Intl', (locale, order) => {
    expect(datePartOrder(locale)).toEqual(order);
  });
});

describe('formatDateValue', () => {
  it('gives an empty string when nothing is filled in', () => {
    expect(formatDateValue({ day: '', month: '', year: '' })).toBe('');
  });

  it('pads a complete date to YYYY-MM-DD', () => {
    expect(formatDateValue({ day: '7', month: '3', year: '1990' })).toBe('1990-03-07');
    expect(formatDateValue({ day: '27', month: '11', year: '1990' })).toBe('1990-11-27');
  });

  it('keeps a half-filled date as typed', () => {
    expect(formatDateValue({ day: '', month: '3', year: '' })).toBe('-3-');
    expect(formatDateValue({ day: '7', month: '3', year: '19' })).toBe('19-3-7');
    expect(formatDateValue({ day: '7', month: '', year: '1990' })).toBe('1990--7');
  });

  it('does not pad a part that is too long to be padded', () => {
    expect(formatDateValue({ day: '123', month: '3', year: '1990' })).toBe('1990-3-123');
  });
});

describe('parseDateValue', () => {
  it('round-trips every value formatDateValue makes', () => {
    for (const parts of [
      { day: '', month: '', year: '' },
      { day: '07', month: '03', year: '1990' },
      { day: '', month: '3', year: '' },
      { day: '7', month: '3', year: '19' },
    ]) {
      expect(parseDateValue(formatDateValue(parts))).toEqual(parts);
    }
  });

  it('reads an ISO date', () => {
    expect(parseDateValue('2001-02-03')).toEqual({ year: '2001', month: '02', day: '03' });
  });

  it('gives empty fields for anything else', () => {
    for (const value of [undefined, null, '', 'yesterday', '2001-02-03T00:00:00Z', '2001/02/03']) {
      expect(parseDateValue(value)).toEqual({ day: '', month: '', year: '' });
    }
  });
});

describe('isCompleteDate', () => {
  it('accepts real calendar days', () => {
    expect(isCompleteDate('1990-03-27')).toBe(true);
    expect(isCompleteDate('2024-02-29')).toBe(true);
  });

  it('rejects days that do not exist and half-filled values', () => {
    for (const value of ['2023-02-29', '1990-04-31', '1990-13-01', '1990-00-10', '1990-03-00', '-3-', '', null]) {
      expect(isCompleteDate(value)).toBe(false);
    }
  });
});

describe('DateInput', () => {
  const labels = { legend: 'Date of birth', dayLabel: 'Day', monthLabel: 'Month', yearLabel: 'Year' };

  it('orders the fields by locale, and an explicit order wins', () => {
    const { rerender } = render(<DateInput {...labels} id="d" locale="en-US" />);
    expect(screen.getAllByRole('textbox').map((input) => input.id)).toEqual(['d-month', 'd-day', 'd-year']);
    rerender(<DateInput {...labels} id="d" locale="en-US" order={['year', 'month', 'day']} />);
    expect(screen.getAllByRole('textbox').map((input) => input.id)).toEqual(['d-year', 'd-month', 'd-day']);
  });

  it('fails loudly in development on an order that misses a part', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DateInput {...labels} order={['day', 'day', 'year']} />)).toThrow(/once each/);
  });

  it('takes a new value from outside but keeps the typed form of an equal one', async () => {
    function Harness() {
      const [value, setValue] = useState('2001-02-03');
      return (
        <>
          <DateInput {...labels} value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('1999-12-31')}>
            reset
          </button>
          <output>{value}</output>
        </>
      );
    }
    render(<Harness />);
    const day = screen.getByRole('textbox', { name: 'Day' });
    await userEvent.clear(day);
    await userEvent.type(day, '4');
    expect(day).toHaveValue('4');
    expect(screen.getByRole('status')).toHaveTextContent('2001-02-04');
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(day).toHaveValue('31');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('1999');
  });

  it('stays with the old value when the owner does not take the change', async () => {
    const onValueChange = vi.fn();
    render(<DateInput {...labels} value="2001-02-03" onValueChange={onValueChange} />);
    const year = screen.getByRole('textbox', { name: 'Year' });
    await userEvent.type(year, '9');
    expect(onValueChange).toHaveBeenLastCalledWith('20019-02-03');
    expect(year).toHaveValue('2001');
  });
});
