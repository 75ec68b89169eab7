import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Icon, StatusPage } from '../../../ui';
import { MAIN_ID } from '../../app/navigation';
import { useSession } from '../../session/hooks';
import { systemMessages as m } from './messages';

/** A signed-in area that is not built yet: 'Coming Soon' and the way back to the current step. */
export function AccountPlaceholder({ description }: { description: MessageDescriptor }) {
  const intl = useIntl();
  const { resumePath } = useSession();
  return (
    <StatusPage
      id={MAIN_ID}
      belowHeader
      title={intl.formatMessage(m.comingSoon)}
      description={intl.formatMessage(description)}
      actions={
        <Button href={resumePath} icon={<Icon name="arrow-left" size="small" />}>
          {intl.formatMessage(m.backToApplication)}
        </Button>
      }
    />
  );
}
