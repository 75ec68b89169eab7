import { defineMessage, defineMessages } from 'react-intl';

/** The native document checklist of step 3 (no intake form configured). */
export const checklistMessages = {
  ...defineMessages({
    title: {
      id: 'checklist.title',
      defaultMessage: 'Upload your documents',
      description: 'Main heading of step 3 when the portal shows its own document checklist.',
    },
    loading: {
      id: 'checklist.loading',
      defaultMessage: 'Loading your document list…',
      description: 'Shown with a spinner while the application and its checklist load.',
    },
    loadErrorTitle: {
      id: 'checklist.loadError.title',
      defaultMessage: 'We could not load your document list',
      description: 'Title of the error shown when the application could not be read.',
    },
    loadErrorBody: {
      id: 'checklist.loadError.body',
      defaultMessage: 'Check your internet connection and try again.',
      description: 'Body of the error shown when the application could not be read.',
    },
    retryLoad: {
      id: 'checklist.loadError.retry',
      defaultMessage: 'Try again',
      description: 'Button that reads the application again after a failure.',
    },
    noApplicationTitle: {
      id: 'checklist.noApplication.title',
      defaultMessage: 'Answer the questions first',
      description: 'Title shown on step 3 when the applicant has not started the application in step 2.',
    },
    noApplicationBody: {
      id: 'checklist.noApplication.body',
      defaultMessage: 'Your document list is worked out from your answers in step 2.',
      description: 'Body shown on step 3 when the applicant has not started the application in step 2.',
    },
    goToStep2: {
      id: 'checklist.noApplication.action',
      defaultMessage: 'Go to step 2',
      description: 'Link from step 3 to the application questions of step 2.',
    },
    lockedTitle: {
      id: 'checklist.locked.title',
      defaultMessage: 'Your application has been submitted',
      description: 'Title shown on step 3 once the application was submitted and documents can no longer change.',
    },
    lockedBody: {
      id: 'checklist.locked.body',
      defaultMessage: 'Your documents can no longer change. We will write to you if anything else is needed.',
      description: 'Body shown on step 3 once the application was submitted.',
    },
    changesRequestedTitle: {
      id: 'checklist.changesRequested.title',
      defaultMessage: 'Our team asked for changes',
      description: 'Title of the notice on step 3 when staff sent the application back for changes.',
    },
    changesRequestedBody: {
      id: 'checklist.changesRequested.body',
      defaultMessage: 'Replace the documents marked "Needs attention", then continue to send your application again.',
      description: 'Body of the notice on step 3 when staff sent the application back for changes.',
    },
    listTitle: {
      id: 'checklist.listTitle',
      defaultMessage: 'Your document list',
      description: 'Accessible name of the list of checklist items.',
    },
    overviewLabel: {
      id: 'checklist.overviewLabel',
      defaultMessage: 'Your documents and where each one stands',
      description:
        'Accessible name of the short list at the top of step 3: each document with its status, linking to it.',
    },
    statusMissing: {
      id: 'checklist.status.missing',
      defaultMessage: 'Missing',
      description: 'Status tag of a checklist item with no document yet.',
    },
    statusUploaded: {
      id: 'checklist.status.uploaded',
      defaultMessage: 'Uploaded',
      description: 'Status tag of a checklist item whose document is uploaded and waits for review.',
    },
    statusAccepted: {
      id: 'checklist.status.accepted',
      defaultMessage: 'Accepted',
      description: 'Status tag of a checklist item whose document our team accepted.',
    },
    statusNeedsAttention: {
      id: 'checklist.status.needsAttention',
      defaultMessage: 'Needs attention',
      description: 'Status tag of a checklist item whose document our team flagged.',
    },
    statusUploading: {
      id: 'checklist.status.uploading',
      defaultMessage: 'Uploading',
      description: 'Status tag of a checklist item while its file uploads.',
    },
    statusFailed: {
      id: 'checklist.status.failed',
      defaultMessage: 'Upload failed',
      description: 'Status tag of a checklist item whose upload failed.',
    },
    whyTitle: {
      id: 'checklist.item.why',
      defaultMessage: 'Why we ask for this',
      description: 'Label before the sentence that explains why a document is on this applicant’s list.',
    },
    acceptsTitle: {
      id: 'checklist.item.accepts',
      defaultMessage: 'Any one of these documents',
      description: 'Heading above the list of document kinds that meet a checklist item.',
    },
    detailsToggle: {
      id: 'checklist.item.details',
      defaultMessage: 'Which documents count',
      description: 'Button that opens the details of a checklist item (accepted documents, copies).',
    },
    fileLabel: {
      id: 'checklist.item.file',
      defaultMessage: 'Your file',
      description: 'Accessible name of the list that shows the file uploaded for a checklist item.',
    },
    chooseKind: {
      id: 'checklist.item.chooseKind',
      defaultMessage: 'Which document are you uploading?',
      description: 'Question above the choice of document kind, when an item accepts several.',
    },
    dropHere: {
      id: 'checklist.upload.dropHere',
      defaultMessage: 'or drop it here',
      description: 'Text in the drop zone, after the button that opens the file picker.',
    },
    chooseFile: {
      id: 'checklist.upload.choose',
      defaultMessage: 'Choose a file',
      description: 'Button that opens the file picker.',
    },
    cancel: {
      id: 'checklist.upload.cancel',
      defaultMessage: 'Cancel upload',
      description: 'Button that stops an upload in progress.',
    },
    retry: {
      id: 'checklist.upload.retry',
      defaultMessage: 'Try again',
      description: 'Button that uploads a failed file again.',
    },
    replace: {
      id: 'checklist.upload.replace',
      defaultMessage: 'Replace',
      description: 'Button that uploads a new file in place of the current one.',
    },
    remove: {
      id: 'checklist.upload.remove',
      defaultMessage: 'Remove',
      description: 'Button that removes an uploaded document.',
    },
    notEditable: {
      id: 'checklist.error.notEditable',
      defaultMessage: 'Your application has been submitted, so its documents can no longer change.',
      description: 'Error when the applicant tries to change documents after submitting.',
    },
    othersTitle: {
      id: 'checklist.others.title',
      defaultMessage: 'Other files you uploaded',
      description: 'Heading above uploaded documents that do not meet any checklist item.',
    },
    othersBody: {
      id: 'checklist.others.body',
      defaultMessage: 'These files do not count for any item on your list. Remove the ones you do not need.',
      description: 'Text above uploaded documents that do not meet any checklist item.',
    },
    continue: {
      id: 'checklist.continue',
      defaultMessage: 'Continue to Review & Payment',
      description: 'Button at the end of step 3 that submits the application and opens step 4.',
    },
    continueSubmitted: {
      id: 'checklist.continueSubmitted',
      defaultMessage: 'Continue to step 4',
      description: 'Button on step 3 once the application was submitted: opens step 4.',
    },
    submitting: {
      id: 'checklist.submitting',
      defaultMessage: 'Sending your application…',
      description: 'Label of the continue button while the application is submitted.',
    },
    continueNote: {
      id: 'checklist.continueNote',
      defaultMessage: 'Continuing sends your answers and documents to our team. After that they can no longer change.',
      description: 'Text above the continue button of step 3.',
    },
    errorTitle: {
      id: 'checklist.error.title',
      defaultMessage: 'There is a problem',
      description: 'Title of the error summary on step 3.',
    },
    answersDescription: {
      id: 'checklist.error.answersDescription',
      defaultMessage: 'Some answers in step 2 need a change before your application can be sent.',
      description: 'Text in the error summary of step 3 when the server found problems in the answers.',
    },
    conflict: {
      id: 'checklist.error.conflict',
      defaultMessage:
        'Your application was changed in another window. We loaded the latest version: check it and continue again.',
      description: 'Error when the application changed elsewhere before it was submitted.',
    },
    submitFailed: {
      id: 'checklist.error.unexpected',
      defaultMessage: 'We could not send your application. Check your internet connection and try again.',
      description: 'Error when submitting the application failed for another reason.',
    },
  }),
  intro: defineMessage<{ maxMb: number }>({
    id: 'checklist.intro',
    defaultMessage:
      'From your answers we worked out which documents the IRS needs from you. Upload a clear photo or scan of each one: PDF, JPEG, PNG or HEIC, up to {maxMb} MB per file.',
    description: 'Introduction under the step 3 heading. {maxMb} is the largest file size in megabytes.',
  }),
  staffNote: defineMessage<{ note: string }>({
    id: 'checklist.staffNote',
    defaultMessage: 'Note from our team: {note}',
    description: "A reviewer's note about the application or one document. {note} is the reviewer's text.",
  }),
  progress: defineMessage<{ total: number; done: number }>({
    id: 'checklist.progress',
    defaultMessage:
      '{total, plural, one {{done, number} of # document ready} other {{done, number} of # documents ready}}',
    description: 'How many of the required documents are uploaded. {done} and {total} are numbers.',
  }),
  uploadHint: defineMessage<{ maxMb: number }>({
    id: 'checklist.upload.hint',
    defaultMessage: 'PDF, JPEG, PNG or HEIC, up to {maxMb} MB',
    description: 'Hint under an upload area: the accepted file types and the largest size in megabytes.',
  }),
  uploadingPercent: defineMessage<{ percent: string }>({
    id: 'checklist.upload.uploadingPercent',
    defaultMessage: 'Uploading, {percent}',
    description: 'How far an upload is, beside its progress bar. {percent} is the share already sent, e.g. "45%".',
  }),
  uploaded: defineMessage<{ fileName: string }>({
    id: 'checklist.upload.done',
    defaultMessage: '{fileName} is uploaded.',
    description: 'Announced to screen readers when an upload finished. {fileName} is the name of the file.',
  }),
  removed: defineMessage<{ fileName: string }>({
    id: 'checklist.upload.removed',
    defaultMessage: '{fileName} was removed.',
    description: 'Announced to screen readers when a document was removed. {fileName} is the name of the file.',
  }),
  cancelled: defineMessage<{ fileName: string }>({
    id: 'checklist.upload.cancelled',
    defaultMessage: 'The upload of {fileName} was cancelled.',
    description: 'Shown when the applicant cancelled an upload. {fileName} is the name of the file.',
  }),
  tooLarge: defineMessage<{ fileName: string; maxMb: number }>({
    id: 'checklist.upload.error.tooLarge',
    defaultMessage: '{fileName} is larger than {maxMb} MB. Upload a smaller scan or photo.',
    description: 'Error for a file over the size limit. {fileName} is its name, {maxMb} the limit in megabytes.',
  }),
  wrongType: defineMessage<{ fileName: string }>({
    id: 'checklist.upload.error.type',
    defaultMessage: '{fileName} is not a PDF, JPEG, PNG or HEIC file.',
    description: 'Error for a file of a type the portal does not accept. {fileName} is its name.',
  }),
  emptyFile: defineMessage<{ fileName: string }>({
    id: 'checklist.upload.error.empty',
    defaultMessage: '{fileName} is empty. Choose the file again.',
    description: 'Error for a file with no content. {fileName} is its name.',
  }),
  networkError: defineMessage<{ fileName: string }>({
    id: 'checklist.upload.error.network',
    defaultMessage: 'The upload of {fileName} stopped. Check your internet connection and try again.',
    description: 'Error when an upload lost the connection. {fileName} is the name of the file.',
  }),
  uploadFailed: defineMessage<{ fileName: string }>({
    id: 'checklist.upload.error.unexpected',
    defaultMessage: 'We could not store {fileName}. Try again in a moment.',
    description: 'Error when the server could not store an upload. {fileName} is the name of the file.',
  }),
  removeFailed: defineMessage<{ fileName: string }>({
    id: 'checklist.remove.error',
    defaultMessage: 'We could not remove {fileName}. Try again in a moment.',
    description: 'Error when a document could not be removed. {fileName} is the name of the file.',
  }),
  missingItem: defineMessage<{ item: string }>({
    id: 'checklist.error.missing',
    defaultMessage: 'Upload a document for "{item}"',
    description: 'Error summary entry for a checklist item with no document. {item} is the item title.',
  }),
  answerProblem: defineMessage<{ page: string; problem: string }>({
    id: 'checklist.error.answer',
    defaultMessage: 'Step 2, "{page}": {problem}',
    description: 'Error summary entry for an answer to fix. {page} names the question page, {problem} the problem.',
  }),
};
