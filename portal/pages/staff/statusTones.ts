import type { Status } from '../../../domain';
import type { StatusBadgeTone } from '../../../ui';

/** The badge colour of each status: waiting on staff is info, on the applicant warning, done success. */
export const statusTones: Readonly<Record<Status, StatusBadgeTone>> = {
  draft: 'neutral',
  submitted: 'neutral',
  paid: 'info',
  in_review: 'info',
  changes_requested: 'warning',
  filed: 'info',
  itin_issued: 'success',
  rejected: 'warning',
};
