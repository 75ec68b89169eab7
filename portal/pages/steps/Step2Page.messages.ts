import { defineMessages } from 'react-intl';

export const step2Messages = defineMessages({
  title: {
    id: 'step2.title',
    defaultMessage: 'ITIN Application Form',
    description: 'Main heading of step 2.',
  },
  intro: {
    id: 'step2.intro',
    defaultMessage:
      'Complete the application below with the details the IRS asks for on Form W-7. Our team checks every answer before anything is filed.',
    description: 'Introduction under the step 2 heading. Form W-7 is the IRS form name; do not translate it.',
  },
  frameTitle: {
    id: 'step2.frameTitle',
    defaultMessage: 'ITIN application form',
    description: 'Accessible name of the embedded application form (read by screen readers).',
  },
  continue: {
    id: 'step2.continue',
    defaultMessage: 'Continue to Review & Payment',
    description:
      'Button under the step 2 form (exact product wording); it opens step 3 (documents), which leads on to Review & Payment. Enabled once the form is submitted.',
  },
  pendingNote: {
    id: 'step2.pendingNote',
    defaultMessage: 'Submit the application form above to continue. Review & Payment follows after your documents.',
    description: 'Shown next to the disabled continue button on step 2 until the form has been submitted.',
  },
  completedTitle: {
    id: 'step2.completed.title',
    defaultMessage: 'Application form submitted',
    description: 'Title of the banner shown on step 2 once the application form is complete.',
  },
  completedBody: {
    id: 'step2.completed.body',
    defaultMessage: 'Your answers are saved. Next, upload your identity documents, then review and pay.',
    description: 'Text of the banner shown on step 2 once the application form is complete.',
  },
});
