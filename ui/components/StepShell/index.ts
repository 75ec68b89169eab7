export { StepShell, type StepShellProps, type StepShellStep } from './StepShell';
