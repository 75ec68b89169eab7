/**
 * Where the application stands, worked out from its record: the milestones its events record
 * (sent, paid, in review, changes asked for, changes sent, filed with the IRS, ITIN issued or
 * rejected), the ones still ahead, what to fix when our team asked for changes, and when the
 * IRS is expected to answer once it was filed.
 *
 *   const timeline = statusTimeline(application);
 *   timeline.milestones  // [{ kind: 'submitted', at }, { kind: 'paid', at }, …]
 *   timeline.filed       // { on: '2026-05-04', window: { weeks: { min: 7, max: 7 }, from, to, … } }
 *
 * Pure (no React, no clock): step 5 renders it, and the staff console can reuse it.
 */
import type { DocumentKind, RequirementKind, Status, W7Answers } from '../../../domain';
import type { Application } from '../../application/ApplicationService';

export type MilestoneKind =
  | 'submitted'
  | 'paid'
  | 'in_review'
  | 'changes_requested'
  /** The applicant sent the changes: the application is back with our team. */
  | 'resubmitted'
  | 'filed'
  | 'itin_issued'
  | 'rejected';

export interface Milestone {
  kind: MilestoneKind;
  /** When it happened (ISO date and time). */
  at: string;
  /** The staff's note (changes requested, rejection reason), when there is one. */
  note: string | null;
}

/** What is still ahead, in order. */
export type UpcomingKind = 'payment' | 'resubmit' | 'review' | 'filing' | 'irs' | 'itin';

/** A document our team marked as needing attention, and the checklist item it answers. */
export interface Fix {
  documentId: string;
  fileName: string;
  /** The checklist item the document was uploaded for, when it still answers one. */
  requirement: RequirementKind | null;
  note: string | null;
}

/** When the IRS is expected to answer an application filed on `filedOn`. */
export interface ProcessingWindow {
  weeks: { min: number; max: number };
  /** The earliest and the latest expected day (YYYY-MM-DD). */
  from: string;
  to: string;
  /** Filed between January 15 and April 30, the IRS's busy season. */
  peakSeason: boolean;
  /** Filed for an applicant who lives outside the United States. */
  abroad: boolean;
}

export interface StatusTimeline {
  status: Status;
  /** What happened, oldest first. */
  milestones: Milestone[];
  upcoming: UpcomingKind[];
  /**
   * What is happening now: the last milestone (our team reviews, or waits for the changes), the
   * first upcoming step (waiting for the payment, the review, the IRS), or nothing (finished).
   */
  now: 'milestone' | 'upcoming' | null;
  /** Only while changes are requested: the documents to replace. */
  fixes: Fix[];
  /** Once filed: the day, and the expected answer. */
  filed: { on: string; window: ProcessingWindow } | null;
  /** The ITIN, once issued. */
  itin: string | null;
}

/** IRS processing of a W-7: about 7 weeks; 9 to 11 in the busy season or from abroad. */
export const IRS_WEEKS = { usual: { min: 7, max: 7 }, busy: { min: 9, max: 11 } } as const;

/** True from January 15 to April 30 (inclusive) of any year. */
export function isPeakSeason(day: string): boolean {
  const monthDay = day.slice(5, 10);
  return monthDay >= '01-15' && monthDay <= '04-30';
}

/** True when the applicant's mailing address (line 2) is outside the United States (country code US). */
export function livesAbroad(answers: W7Answers): boolean {
  const country = answers.mailing_address?.country;
  return !!country && country !== 'US';
}

/** `day` (YYYY-MM-DD) moved by `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The expected answer of the IRS to an application filed on `filedOn` (YYYY-MM-DD). */
export function processingWindow(filedOn: string, abroad: boolean): ProcessingWindow {
  const peakSeason = isPeakSeason(filedOn);
  const weeks = peakSeason || abroad ? IRS_WEEKS.busy : IRS_WEEKS.usual;
  return {
    weeks: { ...weeks },
    from: addDays(filedOn, weeks.min * 7),
    to: addDays(filedOn, weeks.max * 7),
    peakSeason,
    abroad,
  };
}

/** The ITIN with all but its last four digits hidden, e.g. 9XX-XX-1234. */
export function maskItin(itin: string): string {
  const digits = itin.replace(/\D/g, '');
  return `9XX-XX-${digits.slice(-4)}`;
}

const ahead: Record<Status, UpcomingKind[]> = {
  draft: [],
  submitted: ['payment', 'review', 'filing', 'irs', 'itin'],
  paid: ['review', 'filing', 'irs', 'itin'],
  in_review: ['filing', 'irs', 'itin'],
  changes_requested: ['resubmit', 'filing', 'irs', 'itin'],
  filed: ['irs', 'itin'],
  itin_issued: [],
  rejected: [],
};

const nowOf: Record<Status, StatusTimeline['now']> = {
  draft: null,
  submitted: 'upcoming',
  paid: 'upcoming',
  in_review: 'milestone',
  changes_requested: 'milestone',
  filed: 'upcoming',
  itin_issued: null,
  rejected: null,
};

function milestoneOf(from: Status | null, to: Status): MilestoneKind | null {
  if (to === 'in_review' && from === 'changes_requested') return 'resubmitted';
  return to === 'draft' ? null : to;
}

/**
 * The checklist item a document belongs to. A flagged document meets no item any more, so it is
 * the open item that takes its kind (or, failing that, any item that does).
 */
function requirementOf(application: Application, id: string, kind: DocumentKind): RequirementKind | null {
  const { checklist } = application;
  return (
    checklist.find((item) => item.satisfied_by === id)?.kind ??
    checklist.find((item) => item.satisfied_by === null && item.accepts.includes(kind))?.kind ??
    checklist.find((item) => item.accepts.includes(kind))?.kind ??
    null
  );
}

/** The application's timeline (see the module's comment). */
export function statusTimeline(application: Application): StatusTimeline {
  const milestones: Milestone[] = [];
  for (const event of application.events) {
    if (event.type !== 'status' || !event.to_status) continue;
    const kind = milestoneOf(event.from_status, event.to_status);
    if (kind) milestones.push({ kind, at: event.created_at, note: event.note });
  }
  // A record older than its events (or trimmed of them) still says when it was sent and paid.
  if (!milestones.some((m) => m.kind === 'paid') && application.payment && application.status !== 'draft') {
    milestones.unshift({ kind: 'paid', at: application.payment.paid_at, note: null });
  }
  if (!milestones.some((m) => m.kind === 'submitted') && application.submitted_at && application.status !== 'draft') {
    milestones.unshift({ kind: 'submitted', at: application.submitted_at, note: null });
  }
  // Events come in order; the fallbacks above are put in place by time (stable for equal times).
  milestones.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  const fixes: Fix[] =
    application.status === 'changes_requested'
      ? application.documents
          .filter((d) => d.review_status === 'needs_attention')
          .map((d) => ({
            documentId: d.id,
            fileName: d.file_name,
            requirement: requirementOf(application, d.id, d.kind),
            note: d.review_note,
          }))
      : [];

  const filedMilestone = [...milestones].reverse().find((m) => m.kind === 'filed');
  const filedOn = application.filed_on ?? filedMilestone?.at.slice(0, 10) ?? null;
  const wasFiled = application.status === 'filed' || application.status === 'itin_issued' || !!filedMilestone;

  return {
    status: application.status,
    milestones,
    upcoming: [...ahead[application.status]],
    now: nowOf[application.status],
    fixes,
    filed:
      wasFiled && filedOn ? { on: filedOn, window: processingWindow(filedOn, livesAbroad(application.answers)) } : null,
    itin: application.status === 'itin_issued' ? application.itin : null,
  };
}

/** Paid, or any status after it: the payment was confirmed by the provider. */
export function isPaid(status: Status): boolean {
  return status !== 'draft' && status !== 'submitted';
}
