/**
 * The life of an application: who may move it from which status to which, and what each move
 * needs. The server enforces it; the portal reads it to know which actions to offer.
 */
export const STATUSES = [
  'draft',
  'submitted',
  'paid',
  'in_review',
  'changes_requested',
  'filed',
  'itin_issued',
  'rejected',
] as const;
export type Status = (typeof STATUSES)[number];

/** The applicant, staff, or the payment provider's server notification. */
export type Actor = 'applicant' | 'staff' | 'payment';

export interface Transition {
  from: Status;
  to: Status;
  by: Actor;
  /** What the move must carry: a note (changes, rejection), the filing date, or the ITIN. */
  needs?: 'note' | 'filed_on' | 'itin';
}

export const TRANSITIONS: readonly Transition[] = [
  { from: 'draft', to: 'submitted', by: 'applicant' },
  { from: 'submitted', to: 'paid', by: 'payment' },
  { from: 'paid', to: 'in_review', by: 'staff' },
  { from: 'in_review', to: 'changes_requested', by: 'staff', needs: 'note' },
  { from: 'changes_requested', to: 'in_review', by: 'applicant' },
  { from: 'in_review', to: 'filed', by: 'staff', needs: 'filed_on' },
  { from: 'filed', to: 'itin_issued', by: 'staff', needs: 'itin' },
  { from: 'filed', to: 'rejected', by: 'staff', needs: 'note' },
];

export function isStatus(value: unknown): value is Status {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
}

/** The move from `from` to `to` by `by`, or undefined when it is not allowed. */
export function findTransition(from: Status, to: Status, by: Actor): Transition | undefined {
  return TRANSITIONS.find((t) => t.from === from && t.to === to && t.by === by);
}

/** Where `by` may take an application that is in `from`. */
export function nextStatuses(from: Status, by: Actor): Status[] {
  return TRANSITIONS.filter((t) => t.from === from && t.by === by).map((t) => t.to);
}

/** Answers and documents change only while the applicant is preparing or correcting. */
export function isEditable(status: Status): boolean {
  return status === 'draft' || status === 'changes_requested';
}

/** The status `application_submit` leads to from `from`, when submitting is allowed there. */
export function submitTarget(from: Status): Status | undefined {
  return TRANSITIONS.find((t) => t.from === from && t.by === 'applicant')?.to;
}
