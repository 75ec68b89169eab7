// Step 5's timeline, worked out from the application record: milestones from the events, what is
// still ahead, the documents to fix, and the IRS's expected answer from the filing date.
import { describe, expect, it } from 'vitest';
import type { Status } from '../../domain';
import type { Application, ApplicationEvent } from '../../portal/application/ApplicationService';
import {
  addDays,
  isPaid,
  isPeakSeason,
  livesAbroad,
  maskItin,
  processingWindow,
  statusTimeline,
} from '../../portal/pages/step5/statusTimeline';
import { studentAnswers } from './application-fixtures';

let nextEvent = 0;
const move = (from: Status | null, to: Status, at: string, note: string | null = null): ApplicationEvent => ({
  id: ++nextEvent,
  type: 'status',
  from_status: from,
  to_status: to,
  actor: 'staff',
  document_id: null,
  note,
  created_at: at,
});

function application(overrides: Partial<Application>): Application {
  return {
    id: 'a1',
    status: 'draft',
    version: 3,
    answers: studentAnswers,
    created_at: '2026-04-01T10:00:00.000Z',
    updated_at: '2026-04-01T10:00:00.000Z',
    submitted_at: null,
    status_note: null,
    filed_on: null,
    itin: null,
    documents: [],
    events: [],
    payment: null,
    checklist: [],
    ...overrides,
  };
}

const sent = move('draft', 'submitted', '2026-05-01T09:00:00.000Z');
const paid = move('submitted', 'paid', '2026-05-01T09:05:00.000Z');
const review = move('paid', 'in_review', '2026-05-02T08:00:00.000Z');
const payment = {
  status: 'completed',
  amount_cents: 125000,
  currency: 'USD',
  transaction_id: 'standin_1',
  paid_at: '2026-05-01T09:05:00.000Z',
};

describe('the status timeline', () => {
  it('lists the milestones of the events in order, with what is still ahead', () => {
    const timeline = statusTimeline(
      application({ status: 'in_review', submitted_at: sent.created_at, events: [sent, paid, review], payment }),
    );
    expect(timeline.milestones.map((m) => [m.kind, m.at])).toEqual([
      ['submitted', sent.created_at],
      ['paid', paid.created_at],
      ['in_review', review.created_at],
    ]);
    expect(timeline.upcoming).toEqual(['filing', 'irs', 'itin']);
    expect(timeline.now).toBe('milestone');
    expect(timeline.filed).toBeNull();
    expect(timeline.fixes).toEqual([]);
  });

  it('waits for the payment after sending', () => {
    const timeline = statusTimeline(
      application({ status: 'submitted', submitted_at: sent.created_at, events: [sent] }),
    );
    expect(timeline.milestones.map((m) => m.kind)).toEqual(['submitted']);
    expect(timeline.upcoming).toEqual(['payment', 'review', 'filing', 'irs', 'itin']);
    expect(timeline.now).toBe('upcoming');
  });

  it("keeps the staff's note and lists the documents to fix, with their checklist item", () => {
    const asked = move('in_review', 'changes_requested', '2026-05-03T08:00:00.000Z', 'The visa copy is blurry.');
    const timeline = statusTimeline(
      application({
        status: 'changes_requested',
        status_note: 'The visa copy is blurry.',
        events: [sent, paid, review, asked],
        payment,
        documents: [
          {
            id: 'd1',
            kind: 'passport',
            object_path: 'u/d1.pdf',
            file_name: 'passport.pdf',
            review_status: 'accepted',
            review_note: null,
            created_at: sent.created_at,
            updated_at: sent.created_at,
          },
          {
            id: 'd2',
            kind: 'us_visa',
            object_path: 'u/d2.jpg',
            file_name: 'visa.jpg',
            review_status: 'needs_attention',
            review_note: 'Blurry',
            created_at: sent.created_at,
            updated_at: sent.created_at,
          },
        ],
        checklist: [
          { kind: 'passport', required: true, satisfied_by: 'd1', reason: 'always', accepts: ['passport'] },
          // A flagged document meets no item: the open item of its kind is the one to fix.
          { kind: 'us_visa', required: true, satisfied_by: null, reason: 'reason_f', accepts: ['us_visa'] },
        ],
      }),
    );
    expect(timeline.milestones.at(-1)).toEqual({
      kind: 'changes_requested',
      at: asked.created_at,
      note: 'The visa copy is blurry.',
    });
    expect(timeline.fixes).toEqual([
      { documentId: 'd2', fileName: 'visa.jpg', requirement: 'us_visa', note: 'Blurry' },
    ]);
    expect(timeline.upcoming).toEqual(['resubmit', 'filing', 'irs', 'itin']);
  });

  it('tells changes sent back apart from the first review, and lists fixes only while changes are asked for', () => {
    const asked = move('in_review', 'changes_requested', '2026-05-03T08:00:00.000Z', 'Sign again.');
    const back = move('changes_requested', 'in_review', '2026-05-04T08:00:00.000Z');
    const timeline = statusTimeline(
      application({
        status: 'in_review',
        events: [sent, paid, review, asked, back],
        payment,
        documents: [
          {
            id: 'd2',
            kind: 'us_visa',
            object_path: 'u/d2.jpg',
            file_name: 'visa.jpg',
            review_status: 'needs_attention',
            review_note: null,
            created_at: sent.created_at,
            updated_at: sent.created_at,
          },
        ],
      }),
    );
    expect(timeline.milestones.map((m) => m.kind)).toEqual([
      'submitted',
      'paid',
      'in_review',
      'changes_requested',
      'resubmitted',
    ]);
    expect(timeline.fixes).toEqual([]);
  });

  it('ignores document reviews and events without a status', () => {
    const reviewed: ApplicationEvent = {
      ...review,
      id: 99,
      type: 'document_review',
      to_status: null,
      document_id: 'd1',
    };
    const timeline = statusTimeline(application({ status: 'paid', events: [sent, paid, reviewed], payment }));
    expect(timeline.milestones.map((m) => m.kind)).toEqual(['submitted', 'paid']);
  });

  it('falls back on the sending and payment dates when the events do not record them', () => {
    const timeline = statusTimeline(
      application({ status: 'in_review', submitted_at: sent.created_at, payment, events: [review] }),
    );
    expect(timeline.milestones.map((m) => [m.kind, m.at])).toEqual([
      ['submitted', sent.created_at],
      ['paid', payment.paid_at],
      ['in_review', review.created_at],
    ]);
  });

  it('has no milestones for a draft', () => {
    expect(statusTimeline(application({ status: 'draft' }))).toMatchObject({ milestones: [], upcoming: [] });
  });

  it('gives the filing date and the expected answer once filed', () => {
    const filed = move('in_review', 'filed', '2026-06-02T15:00:00.000Z');
    const timeline = statusTimeline(
      application({ status: 'filed', filed_on: '2026-06-01', events: [sent, paid, review, filed], payment }),
    );
    expect(timeline.filed).toEqual({
      on: '2026-06-01',
      window: {
        weeks: { min: 7, max: 7 },
        from: '2026-07-20',
        to: '2026-07-20',
        peakSeason: false,
        abroad: false,
      },
    });
    expect(timeline.upcoming).toEqual(['irs', 'itin']);
    expect(timeline.now).toBe('upcoming');
  });

  it('shows the ITIN once issued, and the rejection reason when rejected', () => {
    const filed = move('in_review', 'filed', '2026-06-02T15:00:00.000Z');
    const issued = statusTimeline(
      application({
        status: 'itin_issued',
        filed_on: '2026-06-01',
        itin: '912-70-1234',
        events: [sent, paid, review, filed, move('filed', 'itin_issued', '2026-07-21T10:00:00.000Z')],
        payment,
      }),
    );
    expect(issued.itin).toBe('912-70-1234');
    expect(issued.upcoming).toEqual([]);
    expect(issued.now).toBeNull();
    expect(issued.milestones.at(-1)?.kind).toBe('itin_issued');

    const rejected = statusTimeline(
      application({
        status: 'rejected',
        status_note: 'Name does not match the passport.',
        itin: null,
        events: [sent, paid, review, filed, move('filed', 'rejected', '2026-07-21T10:00:00.000Z', 'Name mismatch.')],
        payment,
      }),
    );
    expect(rejected.milestones.at(-1)).toMatchObject({ kind: 'rejected', note: 'Name mismatch.' });
    expect(rejected.itin).toBeNull();
    expect(rejected.upcoming).toEqual([]);
    expect(rejected.filed?.on).toBe('2026-06-02');
  });
});

describe('the expected answer of the IRS', () => {
  it('is about 7 weeks outside the busy season for an applicant in the United States', () => {
    expect(processingWindow('2026-09-10', false)).toEqual({
      weeks: { min: 7, max: 7 },
      from: '2026-10-29',
      to: '2026-10-29',
      peakSeason: false,
      abroad: false,
    });
  });

  it('is 9 to 11 weeks from January 15 to April 30', () => {
    expect(isPeakSeason('2026-01-14')).toBe(false);
    expect(isPeakSeason('2026-01-15')).toBe(true);
    expect(isPeakSeason('2026-04-30')).toBe(true);
    expect(isPeakSeason('2026-05-01')).toBe(false);
    expect(processingWindow('2026-02-01', false)).toMatchObject({
      weeks: { min: 9, max: 11 },
      from: '2026-04-05',
      to: '2026-04-19',
      peakSeason: true,
    });
  });

  it('is 9 to 11 weeks for an applicant abroad, all year', () => {
    expect(processingWindow('2026-09-10', true)).toMatchObject({
      weeks: { min: 9, max: 11 },
      from: '2026-11-12',
      to: '2026-11-26',
      abroad: true,
      peakSeason: false,
    });
  });

  it('reads abroad from the mailing address', () => {
    expect(livesAbroad(studentAnswers)).toBe(false);
    expect(livesAbroad({ ...studentAnswers, mailing_address: { country: 'US' } })).toBe(false);
    expect(livesAbroad({ ...studentAnswers, mailing_address: { country: 'PT' } })).toBe(true);
    expect(livesAbroad({ ...studentAnswers, mailing_address: undefined })).toBe(false);
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2028-02-20', 9)).toBe('2028-02-29');
  });
});

describe('the small helpers', () => {
  it('masks all but the last four digits of the ITIN', () => {
    expect(maskItin('912-70-1234')).toBe('9XX-XX-1234');
    expect(maskItin('912701234')).toBe('9XX-XX-1234');
  });

  it('counts every status from paid on as paid', () => {
    expect(isPaid('draft')).toBe(false);
    expect(isPaid('submitted')).toBe(false);
    for (const status of ['paid', 'in_review', 'changes_requested', 'filed', 'itin_issued', 'rejected'] as const) {
      expect(isPaid(status)).toBe(true);
    }
  });
});
