import { describe, expect, it } from 'vitest';
import { findTransition, isEditable, nextStatuses, STATUSES, submitTarget } from '../../../domain/index.ts';

describe('status machine', () => {
  it('draft -> submitted by the applicant only', () => {
    expect(findTransition('draft', 'submitted', 'applicant')).toBeDefined();
    expect(findTransition('draft', 'submitted', 'staff')).toBeUndefined();
  });

  it('submitted -> paid only by the payment notification', () => {
    expect(nextStatuses('submitted', 'payment')).toEqual(['paid']);
    expect(nextStatuses('submitted', 'staff')).toEqual([]);
    expect(nextStatuses('submitted', 'applicant')).toEqual([]);
  });

  it('staff: paid -> in_review -> changes_requested (with a note) or filed (with the date)', () => {
    expect(nextStatuses('paid', 'staff')).toEqual(['in_review']);
    expect(nextStatuses('in_review', 'staff')).toEqual(['changes_requested', 'filed']);
    expect(findTransition('in_review', 'changes_requested', 'staff')?.needs).toBe('note');
    expect(findTransition('in_review', 'filed', 'staff')?.needs).toBe('filed_on');
  });

  it('changes_requested -> in_review when the applicant submits again', () => {
    expect(submitTarget('changes_requested')).toBe('in_review');
    expect(submitTarget('draft')).toBe('submitted');
    expect(submitTarget('paid')).toBeUndefined();
  });

  it('filed -> itin_issued (with the ITIN) or rejected (with the reason)', () => {
    expect(nextStatuses('filed', 'staff')).toEqual(['itin_issued', 'rejected']);
    expect(findTransition('filed', 'itin_issued', 'staff')?.needs).toBe('itin');
    expect(findTransition('filed', 'rejected', 'staff')?.needs).toBe('note');
  });

  it('itin_issued and rejected are final', () => {
    for (const actor of ['applicant', 'staff', 'payment'] as const) {
      expect(nextStatuses('itin_issued', actor)).toEqual([]);
      expect(nextStatuses('rejected', actor)).toEqual([]);
    }
  });

  it('answers and documents change only in draft and changes_requested', () => {
    expect(STATUSES.filter(isEditable)).toEqual(['draft', 'changes_requested']);
  });
});
