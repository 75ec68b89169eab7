import { defineMessages } from 'react-intl';

export const basicDataMessages = defineMessages({
  title: {
    id: 'basicData.title',
    defaultMessage: 'Your Basic Information',
    description: 'Main heading of the basic data form page (its header says "Basic Data Form").',
  },
  intro: {
    id: 'basicData.intro',
    defaultMessage:
      'A few details about you and your plans help us prepare the right application. We have filled in what we already know.',
    description: 'Introduction under the heading of the basic data form page.',
  },
  frameTitle: {
    id: 'basicData.frameTitle',
    defaultMessage: 'Basic data form',
    description: 'Accessible name of the embedded basic data form (read by screen readers).',
  },
  pendingNote: {
    id: 'basicData.pendingNote',
    defaultMessage: 'Submit the form above to continue to your ITIN application.',
    description: 'Shown under the basic data form until it has been submitted.',
  },
  completedTitle: {
    id: 'basicData.completed.title',
    defaultMessage: 'Form completed!',
    description: 'Title of the banner shown once the basic data form was submitted.',
  },
  completedBody: {
    id: 'basicData.completed.body',
    defaultMessage: 'Thank you, we have your basic information. Next comes your ITIN application.',
    description: 'Text of the banner shown once the basic data form was submitted.',
  },
  continue: {
    id: 'basicData.continue',
    defaultMessage: 'Continue to Step 2',
    description: 'Button in the form-completed banner that opens step 2 (the ITIN application form).',
  },
});
