export { StepShell, type StepShellProps, type StepShellStep, type StepShellStatusLabels } from './StepShell';
