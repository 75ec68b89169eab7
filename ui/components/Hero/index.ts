export { Hero, type HeroProps, type HeroTrustIndicator } from './Hero';
export {
  HeroPreview,
  heroPreviewStepStates,
  type HeroPreviewProps,
  type HeroPreviewStep,
  type HeroPreviewStat,
  type HeroPreviewStepState,
} from './HeroPreview';
