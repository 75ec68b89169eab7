/**
 * The staff console's rules, apart from the screens: which actions the status machine offers in
 * each status, which of them e-mail the applicant (and so ask for confirmation), and how each
 * action's fields are checked before anything is sent. The server checks all of it again.
 */
import { isIsoDate, isValidItin, nextStatuses, type Status } from '../../../domain';

export type StaffActionId = 'start_review' | 'request_changes' | 'mark_filed' | 'record_itin' | 'record_rejection';

/** Where each action takes the application. */
export const ACTION_TARGETS: Readonly<Record<StaffActionId, Status>> = {
  start_review: 'in_review',
  request_changes: 'changes_requested',
  mark_filed: 'filed',
  record_itin: 'itin_issued',
  record_rejection: 'rejected',
};

/** The statuses whose arrival the server announces to the applicant by e-mail. */
const ANNOUNCED: ReadonlySet<Status> = new Set(['changes_requested', 'filed', 'itin_issued', 'rejected']);

/** The actions staff may take on an application in `status`, in the order the status machine lists them. */
export function actionsFor(status: Status): StaffActionId[] {
  const targets = nextStatuses(status, 'staff');
  return (Object.keys(ACTION_TARGETS) as StaffActionId[]).filter((action) => targets.includes(ACTION_TARGETS[action]));
}

/** True when the action e-mails the applicant, so the console asks before doing it. */
export function emailsApplicant(action: StaffActionId): boolean {
  return ANNOUNCED.has(ACTION_TARGETS[action]);
}

/** Documents can be reviewed while the application is with the applicant or staff, not before or after. */
export function canReviewDocuments(status: Status): boolean {
  return status !== 'draft' && status !== 'itin_issued' && status !== 'rejected';
}

/** What an action's form holds. */
export interface ActionFields {
  note?: string;
  /** As the DateInput holds it: `YYYY-MM-DD`, or half-filled. */
  filedOn?: string;
  itin?: string;
}

export type ActionFieldError =
  'note_missing' | 'reason_missing' | 'date_missing' | 'date_invalid' | 'date_future' | 'itin_missing' | 'itin_invalid';

/** The first problem with an action's fields, by field; empty when the action can be sent. */
export function checkAction(
  action: StaffActionId,
  fields: ActionFields,
  today: string,
): Partial<Record<keyof ActionFields, ActionFieldError>> {
  switch (action) {
    case 'request_changes':
      return fields.note?.trim() ? {} : { note: 'note_missing' };
    case 'record_rejection':
      return fields.note?.trim() ? {} : { note: 'reason_missing' };
    case 'mark_filed': {
      const value = fields.filedOn ?? '';
      if (!/^\d{4}-\d{1,2}-\d{1,2}$/.test(value)) return { filedOn: 'date_missing' };
      if (!isIsoDate(value)) return { filedOn: 'date_invalid' };
      return value > today ? { filedOn: 'date_future' } : {};
    }
    case 'record_itin': {
      const value = fields.itin?.trim() ?? '';
      if (!value) return { itin: 'itin_missing' };
      return isValidItin(value) ? {} : { itin: 'itin_invalid' };
    }
    default:
      return {};
  }
}

/** Today in the staff member's own time zone, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
