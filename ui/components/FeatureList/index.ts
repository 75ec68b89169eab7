export {
  FeatureList,
  featureListTones,
  featureListColumns,
  featureListSizes,
  type FeatureListProps,
  type FeatureListTone,
  type FeatureListColumns,
  type FeatureListSize,
} from './FeatureList';
