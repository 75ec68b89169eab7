import { defineMessage, defineMessages } from 'react-intl';

export const step5Messages = {
  ...defineMessages({
    title: {
      id: 'step5.title',
      defaultMessage: 'Processing Your Application',
      description: 'Main heading of step 5.',
    },
    statusLabel: {
      id: 'step5.statusLabel',
      defaultMessage: 'Application status',
      description: 'Label before the status badge on step 5.',
    },
    status: {
      id: 'step5.status',
      defaultMessage: 'Under Review',
      description: 'Status of the application on step 5, shown in a badge.',
    },
    statusBody: {
      id: 'step5.statusBody',
      defaultMessage: 'Our team is reviewing your application and will submit it to the IRS shortly.',
      description: 'Explains the "Under Review" status on step 5.',
    },
    nextTitle: {
      id: 'step5.next.title',
      defaultMessage: 'What happens next',
      description: 'Heading of the list of the five next steps on step 5.',
    },
    reviewTitle: {
      id: 'step5.next.review.title',
      defaultMessage: 'Team review',
      description: 'Next step 1 of 5 on step 5.',
    },
    reviewBody: {
      id: 'step5.next.review.body',
      defaultMessage: 'Our specialists check your application and documents for accuracy.',
      description: 'Detail of next step 1 on step 5.',
    },
    submitTitle: {
      id: 'step5.next.submit.title',
      defaultMessage: 'Submission to the IRS',
      description: 'Next step 2 of 5 on step 5.',
    },
    submitBody: {
      id: 'step5.next.submit.body',
      defaultMessage: 'We file your application with the IRS and track it for you.',
      description: 'Detail of next step 2 on step 5.',
    },
    irsTitle: {
      id: 'step5.next.irs.title',
      defaultMessage: 'IRS processing',
      description: 'Next step 3 of 5 on step 5.',
    },
    emailTitle: {
      id: 'step5.next.email.title',
      defaultMessage: 'ITIN received by email',
      description: 'Next step 4 of 5 on step 5.',
    },
    emailBody: {
      id: 'step5.next.email.body',
      defaultMessage: 'We email you the moment your ITIN is issued.',
      description: 'Detail of next step 4 on step 5.',
    },
    servicesTitle: {
      id: 'step5.next.services.title',
      defaultMessage: 'U.S. financial services become available',
      description: 'Next step 5 of 5 on step 5.',
    },
    servicesBody: {
      id: 'step5.next.services.body',
      defaultMessage: 'Open bank accounts, set up PayPal and Stripe and start building your credit.',
      description: 'Detail of next step 5 on step 5.',
    },
    continue: {
      id: 'step5.continue',
      defaultMessage: 'Continue to Step 6',
      description: 'Button on step 5 that opens step 6.',
    },
    loading: {
      id: 'step5.track.loading',
      defaultMessage: 'Loading your application…',
      description: 'Shown with a spinner while step 5 loads the application.',
    },
    loadError: {
      id: 'step5.track.loadError',
      defaultMessage: 'We could not load your application. Check your internet connection and reload the page.',
      description: 'Shown on step 5 when the application could not be read.',
    },
    notSentTitle: {
      id: 'step5.track.notSent.title',
      defaultMessage: 'Your application has not been sent yet',
      description: 'Title on step 5 while there is no sent application.',
    },
    notSentBody: {
      id: 'step5.track.notSent.body',
      defaultMessage:
        'Answer the questions and upload your documents, then send your application from step 3. Its progress shows here.',
      description: 'Body on step 5 while there is no sent application.',
    },
    goToStep3: {
      id: 'step5.track.goToStep3',
      defaultMessage: 'Go to step 3',
      description: 'Link from step 5 to the document checklist of step 3.',
    },
    statusSubmitted: {
      id: 'step5.track.status.submitted',
      defaultMessage: 'Awaiting payment',
      description: 'Status badge on step 5 when the application is sent but not paid yet.',
    },
    submittedBody: {
      id: 'step5.track.submitted.body',
      defaultMessage: 'Your application has been sent. Our team starts the review once your payment is confirmed.',
      description: 'Explains the "Awaiting payment" status on step 5.',
    },
    goToStep4: {
      id: 'step5.track.goToStep4',
      defaultMessage: 'Go to step 4 to pay',
      description: 'Link from step 5 to the payment on step 4.',
    },
    statusChanges: {
      id: 'step5.track.status.changes',
      defaultMessage: 'Changes requested',
      description: 'Status badge on step 5 when our team sent the application back for changes.',
    },
    changesBody: {
      id: 'step5.track.changes.body',
      defaultMessage: 'Our team needs a few changes before we can file your application with the IRS.',
      description: 'Explains the "Changes requested" status on step 5.',
    },
    fixTitle: {
      id: 'step5.track.fix.title',
      defaultMessage: 'What to fix',
      description: 'Heading of the list of documents to replace, on step 5.',
    },
    checkAnswers: {
      id: 'step5.track.fix.answers',
      defaultMessage: 'Check and change your answers',
      description: 'Link from step 5 to the review of the answers on step 4, where each answer can be changed.',
    },
    statusFiled: {
      id: 'step5.track.status.filed',
      defaultMessage: 'Filed with the IRS',
      description: 'Status badge on step 5 once the application was sent to the IRS.',
    },
    statusIssued: {
      id: 'step5.track.status.issued',
      defaultMessage: 'ITIN issued',
      description: 'Status badge on step 5 once the IRS assigned the ITIN.',
    },
    issuedBody: {
      id: 'step5.track.issued.body',
      defaultMessage: 'Congratulations! The IRS has assigned your ITIN.',
      description: 'Explains the "ITIN issued" status on step 5.',
    },
    itinLabel: {
      id: 'step5.track.itin.label',
      defaultMessage: 'Your ITIN',
      description: 'Label before the ITIN (masked until revealed) on step 5.',
    },
    showItin: {
      id: 'step5.track.itin.show',
      defaultMessage: 'Show full ITIN',
      description: 'Button on step 5 that reveals all digits of the ITIN.',
    },
    hideItin: {
      id: 'step5.track.itin.hide',
      defaultMessage: 'Hide ITIN',
      description: 'Button on step 5 that masks the ITIN again.',
    },
    statusRejected: {
      id: 'step5.track.status.rejected',
      defaultMessage: 'Not accepted',
      description: 'Status badge on step 5 when the IRS did not accept the application.',
    },
    rejectedBody: {
      id: 'step5.track.rejected.body',
      defaultMessage: 'The IRS did not accept your application.',
      description: 'Explains the "Not accepted" status on step 5.',
    },
    nextStepsTitle: {
      id: 'step5.track.rejected.nextTitle',
      defaultMessage: 'What you can do now',
      description: 'Heading of the next steps after a rejection, on step 5.',
    },
    timelineTitle: {
      id: 'step5.track.timeline.title',
      defaultMessage: 'Your application so far',
      description: 'Heading of the timeline of the application on step 5.',
    },
    mSubmitted: {
      id: 'step5.track.milestone.submitted',
      defaultMessage: 'Application sent',
      description: 'Timeline entry on step 5: the applicant sent the application.',
    },
    mPaid: {
      id: 'step5.track.milestone.paid',
      defaultMessage: 'Payment confirmed',
      description: 'Timeline entry on step 5: the payment provider confirmed the payment.',
    },
    mInReview: {
      id: 'step5.track.milestone.inReview',
      defaultMessage: 'Review by our team started',
      description: 'Timeline entry on step 5: our team started reviewing.',
    },
    mChanges: {
      id: 'step5.track.milestone.changes',
      defaultMessage: 'Changes requested',
      description: 'Timeline entry on step 5: our team asked for changes.',
    },
    mResubmitted: {
      id: 'step5.track.milestone.resubmitted',
      defaultMessage: 'Changes sent',
      description: 'Timeline entry on step 5: the applicant sent the requested changes.',
    },
    mFiled: {
      id: 'step5.track.milestone.filed',
      defaultMessage: 'Filed with the IRS',
      description: 'Timeline entry on step 5: our team sent the application to the IRS.',
    },
    mIssued: {
      id: 'step5.track.milestone.issued',
      defaultMessage: 'ITIN issued',
      description: 'Timeline entry on step 5: the IRS assigned the ITIN.',
    },
    mRejected: {
      id: 'step5.track.milestone.rejected',
      defaultMessage: 'Not accepted by the IRS',
      description: 'Timeline entry on step 5: the IRS did not accept the application.',
    },
    uPayment: {
      id: 'step5.track.upcoming.payment',
      defaultMessage: 'Payment',
      description: 'Upcoming timeline entry on step 5: paying for the package on step 4.',
    },
    uResubmit: {
      id: 'step5.track.upcoming.resubmit',
      defaultMessage: 'Send your changes',
      description: 'Upcoming timeline entry on step 5: the applicant sends the requested changes from step 3.',
    },
  }),
  estimate: defineMessage<{ min: number; max: number }>({
    id: 'step5.estimate',
    defaultMessage: 'Estimated processing time: {min}-{max} weeks',
    description: 'Processing estimate on step 5. {min} is 6 and {max} is 10.',
  }),
  irsBody: defineMessage<{ min: number; max: number }>({
    id: 'step5.next.irs.body',
    defaultMessage: 'The IRS reviews the application, which usually takes {min}-{max} weeks.',
    description: 'Detail of next step 3 on step 5. {min} is 6 and {max} is 10.',
  }),
  rejectedReason: defineMessage<{ reason: string }>({
    id: 'step5.track.rejected.reason',
    defaultMessage: 'Reason given: {reason}',
    description:
      'The reason the IRS did not accept the application, on step 5. {reason} is the text our team recorded.',
  }),
  rejectedNext: defineMessage<{ email: string; phone: string }>({
    id: 'step5.track.rejected.next',
    defaultMessage:
      'Contact us at {email} or {phone}. We go through the reason with you, tell you what to correct, and help you apply again.',
    description: 'Next steps after a rejection, on step 5. {email} and {phone} are the support contact.',
  }),
  filedBody: defineMessage<{ date: string }>({
    id: 'step5.track.filed.body',
    defaultMessage: 'We filed your application with the IRS on {date}.',
    description: 'Explains the "Filed with the IRS" status on step 5. {date} is the filing date, written out.',
  }),
  expectedUsual: defineMessage<{ weeks: number; date: string }>({
    id: 'step5.track.filed.expectedUsual',
    defaultMessage: 'The IRS usually answers in about {weeks} weeks: expect news around {date}.',
    description:
      'Expected answer of the IRS on step 5, outside the busy season. {weeks} is 7; {date} is a date, written out.',
  }),
  expectedBusy: defineMessage<{ min: number; max: number; from: string; to: string; reason: string }>({
    id: 'step5.track.filed.expectedBusy',
    defaultMessage:
      'The IRS takes {min}-{max} weeks {reason, select, abroad {for applicants living abroad} other {from mid-January to April}}: expect news between {from} and {to}.',
    description:
      'Expected answer of the IRS on step 5 in the busy season or for applicants abroad. {min} is 9, {max} is 11; {from} and {to} are dates, written out. {reason} is "abroad" or "season".',
  }),
  fixDocument: defineMessage<{ file: string }>({
    id: 'step5.track.fix.document',
    defaultMessage: 'Replace {file}',
    description:
      'Link on step 5 to the step 3 checklist item of a document our team marked as needing attention. {file} is the file name.',
  }),
};
