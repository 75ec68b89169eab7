export {
  StatusBadge,
  statusBadgeTones,
  statusBadgeSizes,
  type StatusBadgeProps,
  type StatusBadgeTone,
  type StatusBadgeSize,
} from './StatusBadge';
