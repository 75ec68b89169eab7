export {
  PlaceholderPage,
  placeholderPageElements,
  type PlaceholderPageProps,
  type PlaceholderPageElement,
} from './PlaceholderPage';
