/**
 * Staff console stories: the page inside the guard, with an in-memory StaffService built per
 * render from `parameters.staff` (see portal/testing/staffFixtures.ts).
 */
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ana as applicant } from '../../.storybook/portal';
import type { StaffService } from '../../portal/application/StaffService';
import { StaffServiceProvider } from '../../portal/application/StaffContext';
import { StaffOnly } from '../../portal/pages/staff/StaffGuard';
import { sampleStaffService } from '../../portal/testing/staffFixtures';

/** A staff member (the role comes from `app_metadata`). */
export const sam = { email: 'sam@example.com', password: 'secret1', firstName: 'sam', lastName: 'lee', staff: true };
/** An applicant without the role (said outright: story parameters merge into the meta's user). */
export const ana = { ...applicant, staff: false };

function WithStaff({ make, children }: { make: () => StaffService; children: ReactNode }) {
  const [service] = useState(make);
  return (
    <StaffServiceProvider service={service}>
      <StaffOnly>{children}</StaffOnly>
    </StaffServiceProvider>
  );
}

/** Wraps the story in the guard and a StaffService from `parameters.staff` (default: the sample queue). */
export const withStaff: Decorator = (Story, context) => {
  const make = (context.parameters.staff as (() => StaffService) | undefined) ?? (() => sampleStaffService());
  return (
    <WithStaff key={context.id} make={make}>
      <Story />
    </WithStaff>
  );
};
