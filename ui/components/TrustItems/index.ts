export {
  TrustItems,
  trustItemsHeadingLevels,
  type TrustItemsProps,
  type TrustItem,
  type TrustItemsHeadingLevel,
} from './TrustItems';
