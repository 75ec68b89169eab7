import { useIntl } from 'react-intl';
import { Button, Icon, StatusPage } from '../../../ui';
import { MAIN_ID } from '../../app/navigation';
import { config } from '../../config';
import { keepTogether } from '../../i18n/keepTogether';
import { paths } from '../../paths';
import { systemMessages as m } from './messages';

/** /support (public): not built yet; offers the support contacts meanwhile. */
export default function SupportPage() {
  const intl = useIntl();
  return (
    <StatusPage
      id={MAIN_ID}
      belowHeader
      title={intl.formatMessage(m.comingSoon)}
      description={intl.formatMessage(m.supportDescription, {
        email: config.supportEmail,
        phone: keepTogether(config.supportPhone),
      })}
      actions={
        <Button href={paths.home} variant="secondary" icon={<Icon name="home" size="small" />}>
          {intl.formatMessage(m.goHome)}
        </Button>
      }
    />
  );
}
