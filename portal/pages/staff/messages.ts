import { defineMessage, defineMessages } from 'react-intl';
import type { Status } from '../../../domain';
import type { ApplicationErrorKind } from '../../application/ApplicationService';

/** Each status as staff read it (queue filter, counts, badges, history). */
export const statusNames = defineMessages<Status>({
  draft: {
    id: 'staff.status.draft',
    defaultMessage: 'Draft',
    description: 'Staff console: status of an application still being filled in.',
  },
  submitted: {
    id: 'staff.status.submitted',
    defaultMessage: 'Sent, awaiting payment',
    description: 'Staff console: status of an application sent by the applicant but not paid yet.',
  },
  paid: {
    id: 'staff.status.paid',
    defaultMessage: 'Paid, ready for review',
    description: 'Staff console: status of a paid application no one has started reviewing.',
  },
  in_review: {
    id: 'staff.status.inReview',
    defaultMessage: 'In review',
    description: 'Staff console: status of an application staff are reviewing.',
  },
  changes_requested: {
    id: 'staff.status.changesRequested',
    defaultMessage: 'Changes requested',
    description: 'Staff console: status of an application sent back to the applicant for changes.',
  },
  filed: {
    id: 'staff.status.filed',
    defaultMessage: 'Filed with the IRS',
    description: 'Staff console: status of an application sent to the IRS.',
  },
  itin_issued: {
    id: 'staff.status.itinIssued',
    defaultMessage: 'ITIN issued',
    description: 'Staff console: status once the IRS issued the ITIN.',
  },
  rejected: {
    id: 'staff.status.rejected',
    defaultMessage: 'Rejected',
    description: 'Staff console: status once the IRS rejected the application.',
  },
});

/** What the console says when a call fails, by kind. */
export const errorNames = defineMessages<
  | 'forbidden'
  | 'wrong_status'
  | 'version_conflict'
  | 'invalid_arguments'
  | 'unprocessable'
  | 'not_found'
  | 'network'
  | 'unexpected'
>({
  forbidden: {
    id: 'staff.error.forbidden',
    defaultMessage:
      'Your account does not have the staff role, so the server refused this (403). Sign out and in again if the role was granted recently.',
    description: 'Staff console: the server answered 403 because the caller is not staff.',
  },
  wrong_status: {
    id: 'staff.error.wrongStatus',
    defaultMessage:
      'The application is no longer in a status that allows this; someone may have changed it meanwhile. The page now shows its current state.',
    description: 'Staff console: the server refused a status change or review for the current status (403).',
  },
  version_conflict: {
    id: 'staff.error.conflict',
    defaultMessage:
      'The application was changed while you were working on it (409). The page now shows the latest version; check it and try again.',
    description: 'Staff console: the server answered 409, the application changed meanwhile.',
  },
  invalid_arguments: {
    id: 'staff.error.invalid',
    defaultMessage:
      'The server did not accept what was entered (for example the date or the ITIN). Check the fields and try again.',
    description: 'Staff console: the server answered 400 to the values entered.',
  },
  unprocessable: {
    id: 'staff.error.unprocessable',
    defaultMessage: 'The server found the application incomplete (422), so this cannot be done yet.',
    description: 'Staff console: the server answered 422.',
  },
  not_found: {
    id: 'staff.error.notFound',
    defaultMessage: 'This application or document does not exist (any more).',
    description: 'Staff console: the server answered 404.',
  },
  network: {
    id: 'staff.error.network',
    defaultMessage: 'The server could not be reached. Check the connection and try again.',
    description: 'Staff console: the request did not reach the server.',
  },
  unexpected: {
    id: 'staff.error.unexpected',
    defaultMessage: 'Something went wrong on our side. Try again in a moment.',
    description: 'Staff console: any other failure (5xx).',
  },
});

/** The error message for a failed call's kind. */
export function errorMessageFor(kind: ApplicationErrorKind) {
  switch (kind) {
    case 'forbidden':
    case 'session_missing':
      return errorNames.forbidden;
    case 'wrong_status':
      return errorNames.wrong_status;
    case 'version_conflict':
      return errorNames.version_conflict;
    case 'invalid_arguments':
      return errorNames.invalid_arguments;
    case 'invalid_answers':
    case 'missing_documents':
      return errorNames.unprocessable;
    case 'not_found':
      return errorNames.not_found;
    case 'network':
    case 'rate_limited':
    case 'aborted':
      return errorNames.network;
    default:
      return errorNames.unexpected;
  }
}

export const staffMessages = {
  ...defineMessages({
    console: {
      id: 'staff.console',
      defaultMessage: 'Staff console',
      description: 'Staff console: the label in the header of every staff page.',
    },
    notAllowedTitle: {
      id: 'staff.notAllowed.title',
      defaultMessage: 'This area is for staff only',
      description: 'Title of the page shown to signed-in users without the staff role who open the staff console.',
    },
    notAllowedDescription: {
      id: 'staff.notAllowed.description',
      defaultMessage:
        'Your account does not have access to the staff console. If you are an applicant, your application is in your own steps.',
      description: 'Text of the page shown to non-staff users who open the staff console.',
    },
    backToApplication: {
      id: 'staff.notAllowed.back',
      defaultMessage: 'Go to my application',
      description: 'Button on the staff-only page leading the applicant back to their current step.',
    },
    checking: {
      id: 'staff.checking',
      defaultMessage: 'Checking your access…',
      description: 'Staff console: shown while the account is confirmed.',
    },
    queueTitle: {
      id: 'staff.queue.title',
      defaultMessage: 'Applications',
      description: 'Staff console: heading of the queue page.',
    },
    queueIntro: {
      id: 'staff.queue.intro',
      defaultMessage: 'The applications that have waited longest since their last change come first.',
      description: 'Staff console: text under the queue heading.',
    },
    countsTitle: {
      id: 'staff.queue.counts',
      defaultMessage: 'Applications by status',
      description: 'Staff console: heading of the counts per status.',
    },
    countsAll: {
      id: 'staff.queue.countsAll',
      defaultMessage: 'All statuses',
      description: 'Staff console: the filter choice that shows every status.',
    },
    filterTitle: {
      id: 'staff.queue.filterTitle',
      defaultMessage: 'Find applications',
      description: 'Staff console: heading of the filter form.',
    },
    statusFilter: {
      id: 'staff.queue.statusFilter',
      defaultMessage: 'Status',
      description: 'Staff console: label of the status filter.',
    },
    search: {
      id: 'staff.queue.search',
      defaultMessage: 'Name or e-mail',
      description: 'Staff console: label of the search field.',
    },
    searchHint: {
      id: 'staff.queue.searchHint',
      defaultMessage: 'Any part of the applicant’s name or e-mail address.',
      description: 'Staff console: hint under the search field.',
    },
    apply: {
      id: 'staff.queue.apply',
      defaultMessage: 'Show applications',
      description: 'Staff console: button that applies the filter.',
    },
    clear: {
      id: 'staff.queue.clear',
      defaultMessage: 'Clear filters',
      description: 'Staff console: link that removes status filter and search.',
    },
    resultsTitle: {
      id: 'staff.queue.results',
      defaultMessage: 'Results',
      description: 'Staff console: heading of the list of applications.',
    },
    emptyQueue: {
      id: 'staff.queue.empty',
      defaultMessage: 'There are no applications yet.',
      description: 'Staff console: the queue holds no application at all.',
    },
    emptyFiltered: {
      id: 'staff.queue.emptyFiltered',
      defaultMessage: 'No application matches this status and search.',
      description: 'Staff console: no application matches the filter.',
    },
    unnamed: {
      id: 'staff.queue.unnamed',
      defaultMessage: 'No name yet',
      description: 'Staff console: shown for an applicant who has given no name.',
    },
    pagination: {
      id: 'staff.queue.pagination',
      defaultMessage: 'Pages',
      description: 'Staff console: accessible name of the page navigation.',
    },
    previous: {
      id: 'staff.queue.previous',
      defaultMessage: 'Previous page',
      description: 'Staff console: link to the previous page of results.',
    },
    next: {
      id: 'staff.queue.next',
      defaultMessage: 'Next page',
      description: 'Staff console: link to the next page of results.',
    },
    loading: { id: 'staff.loading', defaultMessage: 'Loading…', description: 'Staff console: shown while data loads.' },
    retry: {
      id: 'staff.retry',
      defaultMessage: 'Try again',
      description: 'Staff console: button that repeats a failed load.',
    },
    loadFailed: {
      id: 'staff.loadFailed',
      defaultMessage: 'The data could not be loaded',
      description: 'Staff console: title of the error when loading failed.',
    },
    backToQueue: {
      id: 'staff.application.back',
      defaultMessage: 'Back to the applications',
      description: 'Staff console: link from one application back to the queue.',
    },
    detailsTitle: {
      id: 'staff.application.details',
      defaultMessage: 'About this application',
      description: 'Staff console: accessible name of the list of applicant and application details.',
    },
    applicantEmail: {
      id: 'staff.application.email',
      defaultMessage: 'E-mail',
      description: 'Staff console: label of the applicant’s e-mail.',
    },
    createdOn: {
      id: 'staff.application.created',
      defaultMessage: 'Started',
      description: 'Staff console: label of the day the application was started.',
    },
    statusNote: {
      id: 'staff.application.note',
      defaultMessage: 'Note to the applicant',
      description: 'Staff console: label of the note sent with the last change.',
    },
    filedOnLabel: {
      id: 'staff.application.filedOn',
      defaultMessage: 'Filed with the IRS on',
      description: 'Staff console: label of the filing date.',
    },
    itinLabel: {
      id: 'staff.application.itin',
      defaultMessage: 'ITIN number',
      description: 'Staff console: label of the ITIN issued.',
    },
    paymentLabel: {
      id: 'staff.application.payment',
      defaultMessage: 'Payment',
      description: 'Staff console: label of the payment.',
    },
    actionsTitle: {
      id: 'staff.actions.title',
      defaultMessage: 'What happens next',
      description: 'Staff console: heading of the actions on the application.',
    },
    noActions: {
      id: 'staff.actions.none',
      defaultMessage: 'Nothing to do here in this status.',
      description: 'Staff console: the current status allows no staff action.',
    },
    startReview: {
      id: 'staff.actions.startReview',
      defaultMessage: 'Start review',
      description: 'Staff console: button that moves a paid application into review.',
    },
    startReviewHint: {
      id: 'staff.actions.startReviewHint',
      defaultMessage: 'Tells the applicant’s timeline that the review has begun. No e-mail is sent.',
      description: 'Staff console: text next to the start review button.',
    },
    requestChanges: {
      id: 'staff.actions.requestChanges',
      defaultMessage: 'Request changes',
      description: 'Staff console: heading and button of the request-changes form.',
    },
    requestChangesNote: {
      id: 'staff.actions.requestChangesNote',
      defaultMessage: 'What the applicant must change',
      description: 'Staff console: label of the note sent with a change request.',
    },
    requestChangesHint: {
      id: 'staff.actions.requestChangesHint',
      defaultMessage:
        'The applicant reads this in the e-mail and on their status page. Mark single documents as needing attention below.',
      description: 'Staff console: hint under the change request note.',
    },
    markFiled: {
      id: 'staff.actions.markFiled',
      defaultMessage: 'Mark filed',
      description: 'Staff console: heading and button of the form recording that the application was sent to the IRS.',
    },
    filedOn: {
      id: 'staff.actions.filedOn',
      defaultMessage: 'Date sent to the IRS',
      description: 'Staff console: legend of the filing date.',
    },
    day: { id: 'staff.actions.day', defaultMessage: 'Day', description: 'Staff console: the day field of a date.' },
    month: {
      id: 'staff.actions.month',
      defaultMessage: 'Month',
      description: 'Staff console: the month field of a date.',
    },
    year: { id: 'staff.actions.year', defaultMessage: 'Year', description: 'Staff console: the year field of a date.' },
    recordItin: {
      id: 'staff.actions.recordItin',
      defaultMessage: 'Record the ITIN',
      description: 'Staff console: heading and button of the form recording the ITIN the IRS issued.',
    },
    itinField: {
      id: 'staff.actions.itinField',
      defaultMessage: 'ITIN issued',
      description: 'Staff console: label of the ITIN field.',
    },
    itinHint: {
      id: 'staff.actions.itinHint',
      defaultMessage: 'As on the IRS letter, e.g. 912-70-1234.',
      description: 'Staff console: hint under the ITIN field.',
    },
    recordRejection: {
      id: 'staff.actions.recordRejection',
      defaultMessage: 'Record a rejection',
      description: 'Staff console: heading and button of the form recording that the IRS rejected the application.',
    },
    rejectionReason: {
      id: 'staff.actions.rejectionReason',
      defaultMessage: 'Reason given by the IRS',
      description: 'Staff console: label of the rejection reason.',
    },
    rejectionHint: {
      id: 'staff.actions.rejectionHint',
      defaultMessage: 'The applicant reads this in the e-mail and on their status page.',
      description: 'Staff console: hint under the rejection reason.',
    },
    required: {
      id: 'staff.required',
      defaultMessage: 'required',
      description: 'Staff console: read instead of the required marker.',
    },
    errorTitle: {
      id: 'staff.errorTitle',
      defaultMessage: 'There is a problem',
      description: 'Staff console: title of the error summary of a form.',
    },
    noteMissing: {
      id: 'staff.error.noteMissing',
      defaultMessage: 'Enter a note for the applicant',
      description: 'Staff console: the note of a change request or a document is empty.',
    },
    reasonMissing: {
      id: 'staff.error.reasonMissing',
      defaultMessage: 'Enter the reason for the rejection',
      description: 'Staff console: the rejection reason is empty.',
    },
    dateMissing: {
      id: 'staff.error.dateMissing',
      defaultMessage: 'Enter the date the application was sent to the IRS',
      description: 'Staff console: the filing date is empty or incomplete.',
    },
    dateInvalid: {
      id: 'staff.error.dateInvalid',
      defaultMessage: 'Enter a real date',
      description: 'Staff console: the filing date does not exist.',
    },
    dateFuture: {
      id: 'staff.error.dateFuture',
      defaultMessage: 'The date cannot be in the future',
      description: 'Staff console: the filing date is after today.',
    },
    itinMissing: {
      id: 'staff.error.itinMissing',
      defaultMessage: 'Enter the ITIN',
      description: 'Staff console: the ITIN field is empty.',
    },
    itinInvalid: {
      id: 'staff.error.itinInvalid',
      defaultMessage: 'Enter an ITIN like 9XX-XX-XXXX whose middle digits are 50 to 65, 70 to 88, 90 to 92 or 94 to 99',
      description: 'Staff console: the ITIN does not have the ITIN format.',
    },
    confirmTitle: {
      id: 'staff.confirm.title',
      defaultMessage: 'Send this to the applicant?',
      description: 'Staff console: heading of the confirmation before an action that e-mails the applicant.',
    },
    confirm: {
      id: 'staff.confirm.yes',
      defaultMessage: 'Yes, send it',
      description: 'Staff console: button that confirms an action that e-mails the applicant.',
    },
    cancel: {
      id: 'staff.confirm.no',
      defaultMessage: 'Cancel',
      description: 'Staff console: button that abandons an action before it happens.',
    },
    working: {
      id: 'staff.working',
      defaultMessage: 'Saving…',
      description: 'Staff console: announced while an action is being saved.',
    },
    actionFailed: {
      id: 'staff.actionFailed',
      defaultMessage: 'That did not work',
      description: 'Staff console: title of the error after an action failed.',
    },
    answersTitle: {
      id: 'staff.answers.title',
      defaultMessage: 'Answers by Form W-7 line',
      description: 'Staff console: heading of the answers.',
    },
    noAnswers: {
      id: 'staff.answers.none',
      defaultMessage: 'No answers yet.',
      description: 'Staff console: the application has no answers.',
    },
    documentsTitle: {
      id: 'staff.documents.title',
      defaultMessage: 'Documents',
      description: 'Staff console: heading of the documents.',
    },
    noDocuments: {
      id: 'staff.documents.none',
      defaultMessage: 'No documents uploaded.',
      description: 'Staff console: the application has no documents.',
    },
    reviewPending: {
      id: 'staff.documents.pending',
      defaultMessage: 'Not reviewed',
      description: 'Staff console: a document not reviewed yet.',
    },
    reviewAccepted: {
      id: 'staff.documents.accepted',
      defaultMessage: 'Accepted',
      description: 'Staff console: a document staff accepted.',
    },
    reviewNeedsAttention: {
      id: 'staff.documents.needsAttention',
      defaultMessage: 'Needs attention',
      description: 'Staff console: a document the applicant must replace or fix.',
    },
    noPreview: {
      id: 'staff.documents.noPreview',
      defaultMessage: 'This file type cannot be shown in the browser. Download it to open it.',
      description: 'Staff console: the file (HEIC) cannot be previewed.',
    },
    saveDocumentNote: {
      id: 'staff.documents.saveNote',
      defaultMessage: 'Mark as needing attention',
      description: 'Staff console: button saving the note on a document.',
    },
    historyTitle: {
      id: 'staff.history.title',
      defaultMessage: 'History',
      description: 'Staff console: heading of the event history.',
    },
    noHistory: {
      id: 'staff.history.none',
      defaultMessage: 'Nothing has happened yet.',
      description: 'Staff console: the application has no events.',
    },
    unknownDocument: {
      id: 'staff.history.unknownDocument',
      defaultMessage: '(removed)',
      description: 'Staff console: a reviewed document that no longer exists.',
    },
  }),
  filterWithCount: defineMessage<{ status: string; count: number }>({
    id: 'staff.queue.filterWithCount',
    defaultMessage: '{status}: {count, plural, one {# application} other {# applications}}',
    description:
      'Staff console: a status filter choice with how many applications are in it, e.g. "In review: 3 applications".',
  }),
  resultCount: defineMessage<{ total: number }>({
    id: 'staff.queue.resultCount',
    defaultMessage: '{total, plural, =0 {No applications} one {# application} other {# applications}}',
    description: 'Staff console: how many applications match the filter.',
  }),
  waitingSince: defineMessage<{ date: string }>({
    id: 'staff.queue.waitingSince',
    defaultMessage: 'Last change {date}',
    description: 'Staff console: when the application last changed, e.g. "Last change 3 Nov 2026".',
  }),
  pageOf: defineMessage<{ page: number; pages: number }>({
    id: 'staff.queue.pageOf',
    defaultMessage: 'Page {page, number} of {pages, number}',
    description: 'Staff console: which page of results is shown.',
  }),
  paymentValue: defineMessage<{ amount: string; date: string }>({
    id: 'staff.application.paymentValue',
    defaultMessage: '{amount} on {date}',
    description: 'Staff console: the payment, e.g. "$125.00 on 3 Nov 2026".',
  }),
  confirmText: defineMessage<{ action: string; status: string; email: string }>({
    id: 'staff.confirm.text',
    defaultMessage: '“{action}” changes the status to “{status}” and e-mails {email} at once. This cannot be undone.',
    description: 'Staff console: text of the confirmation before an action that e-mails the applicant.',
  }),
  done: defineMessage<{ status: string }>({
    id: 'staff.done',
    defaultMessage: 'Saved: the application is now “{status}”.',
    description: 'Staff console: after a status change succeeded.',
  }),
  preview: defineMessage<{ file: string }>({
    id: 'staff.documents.preview',
    defaultMessage: 'Preview {file}',
    description: 'Staff console: button showing a document inline.',
  }),
  hidePreview: defineMessage<{ file: string }>({
    id: 'staff.documents.hidePreview',
    defaultMessage: 'Hide preview of {file}',
    description: 'Staff console: button hiding the inline preview.',
  }),
  download: defineMessage<{ file: string }>({
    id: 'staff.documents.download',
    defaultMessage: 'Download {file}',
    description: 'Staff console: button downloading a document.',
  }),
  previewTitle: defineMessage<{ file: string }>({
    id: 'staff.documents.previewTitle',
    defaultMessage: 'Preview of {file}',
    description: 'Staff console: accessible name of an inline preview.',
  }),
  accept: defineMessage<{ file: string }>({
    id: 'staff.documents.accept',
    defaultMessage: 'Accept {file}',
    description: 'Staff console: button accepting a document.',
  }),
  needsAttention: defineMessage<{ file: string }>({
    id: 'staff.documents.markNeedsAttention',
    defaultMessage: 'Needs attention: {file}',
    description: 'Staff console: button opening the note for a document that needs attention.',
  }),
  documentNote: defineMessage<{ file: string }>({
    id: 'staff.documents.note',
    defaultMessage: 'What is wrong with {file}',
    description: 'Staff console: label of the note on a document that needs attention.',
  }),
  documentSaved: defineMessage<{ file: string; review: string }>({
    id: 'staff.documents.saved',
    defaultMessage: 'Saved: {file} is now “{review}”.',
    description: 'Staff console: after a document review succeeded.',
  }),
  reviewNoteLabel: defineMessage<{ note: string }>({
    id: 'staff.documents.reviewNote',
    defaultMessage: 'Note: {note}',
    description: 'Staff console: the note on a document.',
  }),
  eventStatus: defineMessage<{ from: string; to: string }>({
    id: 'staff.history.status',
    defaultMessage: 'From {from} to {to}',
    description: 'Staff console: a status change in the history, e.g. "From In review to Filed with the IRS".',
  }),
  eventCreated: defineMessage<{ to: string }>({
    id: 'staff.history.created',
    defaultMessage: 'Started: {to}',
    description: 'Staff console: the first status of the application in the history.',
  }),
  eventDocument: defineMessage<{ file: string; review: string }>({
    id: 'staff.history.document',
    defaultMessage: 'Document {file}: {review}',
    description: 'Staff console: a document review in the history.',
  }),
  eventOther: defineMessage<{ type: string }>({
    id: 'staff.history.other',
    defaultMessage: 'Event: {type}',
    description: 'Staff console: any other event in the history.',
  }),
  eventBy: defineMessage<{ actor: string; date: string }>({
    id: 'staff.history.by',
    defaultMessage:
      '{actor, select, staff {by staff} applicant {by the applicant} payment {by the payment provider} other {by the system}} on {date}',
    description: 'Staff console: who made a change and when.',
  }),
};
