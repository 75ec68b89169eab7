import { defineMessages } from 'react-intl';

export const step3Messages = defineMessages({
  title: {
    id: 'step3.title',
    defaultMessage: 'Document Upload & Information',
    description: 'Main heading of step 3.',
  },
  intro: {
    id: 'step3.intro',
    defaultMessage:
      'Upload a clear copy of your passport or other identity document and tell us about it. Files travel over an encrypted connection.',
    description: 'Introduction under the step 3 heading.',
  },
  frameTitle: {
    id: 'step3.frameTitle',
    defaultMessage: 'Document upload form',
    description: 'Accessible name of the embedded document intake form (read by screen readers).',
  },
  continue: {
    id: 'step3.continue',
    defaultMessage: 'Continue to Payment',
    description: 'Button under the step 3 form that opens step 4 (review and payment).',
  },
  pendingNote: {
    id: 'step3.pendingNote',
    defaultMessage:
      'Submit the form above before you continue. Already sent your documents on an earlier visit? You can continue straight away.',
    description: 'Shown next to the continue button on step 3 until the form reports it was submitted.',
  },
  completedTitle: {
    id: 'step3.completed.title',
    defaultMessage: 'Documents received',
    description: 'Title of the banner shown on step 3 once the document form is submitted.',
  },
  completedBody: {
    id: 'step3.completed.body',
    defaultMessage: 'Thank you, your documents are on their way to our team. Continue to review your package and pay.',
    description: 'Text of the banner shown on step 3 once the document form is submitted.',
  },
});
