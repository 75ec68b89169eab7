import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AuthLayout, Icon, Logo, TextLink } from '../../../ui';
import { shellMessages } from '../../app/messages';
import { MAIN_ID } from '../../app/navigation';
import { paths } from '../../paths';
import { authMessages } from './messages';

export interface AuthScreenProps {
  /** The screen's `<h1>`. */
  title: string;
  /** One line under the title. */
  subtitle?: ReactNode;
  /** Show the SSL/FDIC reassurance line under the card. @default true */
  securityNote?: boolean;
  /** The line at the foot of the card: the way to the other screen. */
  alternative?: ReactNode;
  children: ReactNode;
}

/** The frame shared by the sign-in, sign-up and password screens: logo, way home, card, reassurance. */
export function AuthScreen({ title, subtitle, securityNote = true, alternative, children }: AuthScreenProps) {
  const intl = useIntl();
  const appName = intl.formatMessage(shellMessages.appName);
  return (
    <AuthLayout
      id={MAIN_ID}
      titleId="page-title"
      title={title}
      subtitle={subtitle}
      logo={<Logo name={appName} href={paths.home} linkLabel={intl.formatMessage(shellMessages.logoLinkLabel)} />}
      backLink={
        <TextLink href={paths.home} tone="muted" icon={<Icon name="arrow-left" size="small" />}>
          {intl.formatMessage(authMessages.backToHome)}
        </TextLink>
      }
      footer={securityNote ? intl.formatMessage(authMessages.securityNote) : undefined}
      alternative={alternative}
    >
      {children}
    </AuthLayout>
  );
}
