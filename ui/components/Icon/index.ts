export {
  Icon,
  iconNames,
  iconSizes,
  iconTones,
  type IconProps,
  type IconName,
  type IconSize,
  type IconTone,
} from './Icon';
