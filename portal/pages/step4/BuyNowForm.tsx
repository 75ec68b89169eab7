/** Step 4's Buy Now: the order's hidden fields, posted to the payment page in a new tab. */
import { useIntl } from 'react-intl';
import { Button, Icon, Stack, Text, VisuallyHidden } from '../../../ui';
import { step4Messages as m } from '../steps/Step4Page.messages';

export interface BuyNowFormProps {
  /** The payment page. */
  action: string;
  /** The order, as the payment page expects it. */
  fields: Readonly<Record<string, string>>;
}

export function BuyNowForm({ action, fields }: BuyNowFormProps) {
  const intl = useIntl();
  return (
    <form method="post" action={action} target="_blank">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Stack gap="small">
        <Button type="submit" size="large" fullWidth icon={<Icon name="lock" size="small" />}>
          {intl.formatMessage(m.buyNow)} <VisuallyHidden>{intl.formatMessage(m.newTab)}</VisuallyHidden>
        </Button>
        <Text size="small" tone="muted">
          {intl.formatMessage(m.newTabNote)}
        </Text>
      </Stack>
    </form>
  );
}
