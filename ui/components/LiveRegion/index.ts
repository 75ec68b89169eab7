export { LiveRegion, liveRegionPolitenesses, type LiveRegionProps, type LiveRegionPoliteness } from './LiveRegion';
