export {
  NotFoundLayout,
  notFoundLayoutElements,
  type NotFoundLayoutProps,
  type NotFoundLayoutElement,
} from './NotFoundLayout';
