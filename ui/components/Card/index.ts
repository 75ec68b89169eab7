export {
  Card,
  cardPaddings,
  cardTones,
  cardElevations,
  cardElements,
  type CardProps,
  type CardPadding,
  type CardTone,
  type CardElevation,
  type CardElement,
} from './Card';
