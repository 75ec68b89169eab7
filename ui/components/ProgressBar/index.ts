export { ProgressBar, progressBarTones, type ProgressBarProps, type ProgressBarTone } from './ProgressBar';
