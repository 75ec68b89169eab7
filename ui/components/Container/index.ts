export {
  Container,
  containerWidths,
  containerElements,
  type ContainerProps,
  type ContainerWidth,
  type ContainerElement,
} from './Container';
