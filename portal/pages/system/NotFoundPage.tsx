import { useIntl } from 'react-intl';
import { Button, Icon, StatusPage } from '../../../ui';
import { MAIN_ID } from '../../app/navigation';
import { paths } from '../../paths';
import { systemMessages as m } from './messages';
import { useGoBack } from './useGoBack';

/** Any unknown address (docs/product.md § Not found): 404 with ways home and back. */
export default function NotFoundPage() {
  const intl = useIntl();
  const goBack = useGoBack();
  return (
    <StatusPage
      id={MAIN_ID}
      code={intl.formatMessage(m.notFoundCode)}
      title={intl.formatMessage(m.notFoundTitle)}
      description={intl.formatMessage(m.notFoundDescription)}
      actions={
        <>
          <Button href={paths.home} icon={<Icon name="home" size="small" />}>
            {intl.formatMessage(m.goHome)}
          </Button>
          <Button variant="secondary" onClick={goBack} icon={<Icon name="arrow-left" size="small" />}>
            {intl.formatMessage(m.goBack)}
          </Button>
        </>
      }
    />
  );
}
