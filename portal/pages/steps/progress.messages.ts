import { defineMessages, type IntlShape } from 'react-intl';

/** The states of the progress list on steps 5 and 6, said as text beside each item. */
export const progressStateMessages = defineMessages({
  stateDone: {
    id: 'steps.nextState.done',
    defaultMessage: 'Completed',
    description: 'Read by screen readers before a finished item in a "what happens next" list.',
  },
  stateCurrent: {
    id: 'steps.nextState.current',
    defaultMessage: 'In progress',
    description: 'Read by screen readers before the item in progress in a "what happens next" list.',
  },
  stateUpcoming: {
    id: 'steps.nextState.upcoming',
    defaultMessage: 'Not started yet',
    description: 'Read by screen readers before a later item in a "what happens next" list.',
  },
});

/** NextSteps' three state words, in the reader's language: `<NextSteps {...nextStepsLabels(intl)} steps={…} />`. */
export function nextStepsLabels(intl: IntlShape) {
  return {
    doneLabel: intl.formatMessage(progressStateMessages.stateDone),
    currentLabel: intl.formatMessage(progressStateMessages.stateCurrent),
    upcomingLabel: intl.formatMessage(progressStateMessages.stateUpcoming),
  };
}
