export {
  PricingCard,
  pricingCardHeadingLevels,
  type PricingCardProps,
  type PricingCardFootnote,
  type PricingCardHeadingLevel,
} from './PricingCard';
