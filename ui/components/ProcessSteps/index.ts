export {
  ProcessSteps,
  processStepsHeadingLevels,
  type ProcessStepsProps,
  type ProcessStep,
  type ProcessStepsHeadingLevel,
} from './ProcessSteps';
