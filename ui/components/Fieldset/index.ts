export { Fieldset, fieldsetLegendSizes, type FieldsetProps, type FieldsetLegendSize } from './Fieldset';
