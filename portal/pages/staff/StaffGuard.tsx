/**
 * The staff console's guard (a layout route under RequireAuth): staff see the page, anyone else
 * signed in sees a page saying the area is for staff only. The role comes from the account
 * (`app_metadata.role`), confirmed with the auth service first; the server refuses non-staff calls
 * regardless, so this guard only spares applicants a broken page.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { Button, Icon, LoadingScreen, StatusPage } from '../../../ui';
import { MAIN_ID } from '../../app/navigation';
import { useSession, useStaffAccess } from '../../session/hooks';
import { staffMessages as m } from './messages';

export function StaffOnly({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const access = useStaffAccess();
  const { resumePath } = useSession();
  if (access === 'checking') return <LoadingScreen label={intl.formatMessage(m.checking)} />;
  if (access === 'staff') return children ?? <Outlet />;
  return (
    <StatusPage
      id={MAIN_ID}
      code="403"
      title={intl.formatMessage(m.notAllowedTitle)}
      description={intl.formatMessage(m.notAllowedDescription)}
      actions={
        <Button href={resumePath} icon={<Icon name="arrow-left" size="small" />}>
          {intl.formatMessage(m.backToApplication)}
        </Button>
      }
    />
  );
}

export default function StaffGuard() {
  return <StaffOnly />;
}
