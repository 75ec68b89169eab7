export { NextSteps, nextStepStates, type NextStepsProps, type NextStep, type NextStepState } from './NextSteps';
