import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ana, portalStory, type PortalStoryParameters } from '../../.storybook/portal';
import type { W7Answers } from '../../domain';
import {
  createMemoryApplicationService,
  type MemoryApplicationService,
} from '../../portal/application/memoryApplicationService';
import {
  BirthPage,
  CheckPage,
  DeclarationPage,
  ForeignAddressPage,
  IdentityPage,
  MailingAddressPage,
  NamePage,
  PreviousPage,
  PrintPage,
  StayPage,
  TypePage,
  VisaPage,
} from '../../portal/pages/step2';
import { WizardProvider } from '../../portal/pages/step2/WizardContext';

/** The day the rules are measured against, so ages and expiry dates never drift. */
const TODAY = '2026-11-26';

/** A student (reason f) with every answer given. */
const student: W7Answers = {
  application_type: 'new',
  reasons: ['f'],
  treaty_claim: false,
  name: { first: 'Ana', last: 'Silva' },
  mailing_address: { street: '12 College Ave', city: 'Boston, MA 02115', country: 'US' },
  foreign_address: { street: 'Rua das Flores 5', city: 'Porto 4050-262', country: 'PT' },
  birth: { date: '2000-04-02', country: 'PT', city_state: 'Porto' },
  sex: 'female',
  citizenship: ['PT'],
  visa: { type: 'F-1', number: 'A1234567', expires: '2028-08-31' },
  id_document: {
    type: 'passport',
    issued_by: 'Portugal',
    number: 'P1234567',
    expires: '2030-01-01',
    entry_date: '2026-08-20',
  },
  previous_tin: { had: 'no' },
  stay: { institution: 'Boston University', city_state: 'Boston, MA', length: '4 years' },
  signer: { who: 'applicant', phone: '+1 617 555 0100' },
};

const pages = {
  TypePage,
  NamePage,
  BirthPage,
  ForeignAddressPage,
  MailingAddressPage,
  VisaPage,
  IdentityPage,
  PreviousPage,
  StayPage,
  DeclarationPage,
  CheckPage,
  PrintPage,
} satisfies Record<string, ComponentType>;

interface WizardScreenProps {
  page: keyof typeof pages;
}

/** One wizard page with the wizard's state around it, as the /step2 layout route provides it. */
function WizardScreen({ page }: WizardScreenProps) {
  const Page = pages[page];
  return (
    <WizardProvider today={TODAY}>
      <Page />
    </WizardProvider>
  );
}

const withAnswers = (answers: W7Answers | null, options: Parameters<typeof createMemoryApplicationService>[0] = {}) =>
  ({
    user: ana,
    application: () =>
      createMemoryApplicationService({ today: TODAY, application: answers ? { answers } : null, ...options }),
  }) satisfies PortalStoryParameters;

const meta = {
  title: 'Portal/Wizard',
  component: WizardScreen,
  tags: ['autodocs'],
  ...portalStory(
    { path: '/step2/type', ...withAnswers(null) },
    {
      description:
        'Step 2 as the portal’s own W-7 wizard: one question group per page under /step2/..., questions that do not apply are not asked, the domain’s rules as errors, saved on Continue and 1.5 s after typing, a “changed elsewhere” choice when another tab saved first, and a print view by W-7 line.',
    },
  ),
} satisfies Meta<typeof WizardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (page: WizardScreenProps['page'], portal: PortalStoryParameters, rest: Partial<Story> = {}): Story => ({
  args: { page },
  parameters: { portal },
  ...rest,
});

const continueButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Save and continue' });

/**
 * The canvas once the page's answers have been read: a question page shows its questions while
 * they load, with every control disabled, so a play waits for Continue to be enabled first.
 */
async function questions(canvasElement: HTMLElement) {
  const button = await continueButton(canvasElement);
  await waitFor(() => expect(button).toBeEnabled());
  return within(canvasElement);
}

/** A new applicant: new or renewal, then one reason with plain-language help. */
export const ApplicationType: Story = story(
  'TypePage',
  { path: '/step2/type', ...withAnswers(null) },
  {
    tags: ['portal-screen'],
    play: async ({ canvasElement }) => {
      const canvas = await questions(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Why you need an ITIN' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Back to step 1' })).toBeVisible();
      await expect(canvas.getByRole('radio', { name: /I am a student, professor or researcher/ })).not.toBeChecked();
    },
  },
);

/** Reason f chosen: the treaty question is revealed under it. */
export const StudentReason: Story = story(
  'TypePage',
  { path: '/step2/type', ...withAnswers(null) },
  {
    play: async ({ canvasElement }) => {
      const canvas = await questions(canvasElement);
      await userEvent.click(await canvas.findByRole('radio', { name: /I am a student, professor or researcher/ }));
      const treaty = await canvas.findByRole('group', { name: 'Do you claim a tax treaty benefit?' });
      await expect(treaty).toBeVisible();
      await userEvent.click(within(treaty).getByRole('radio', { name: 'Yes' }));
      await expect(await canvas.findByRole('combobox', { name: 'Treaty country' })).toBeVisible();
    },
  },
);

/** Continue with nothing answered: the domain’s errors, in a summary and beside each question. */
export const ApplicationTypeErrors: Story = story(
  'TypePage',
  { path: '/step2/type', ...withAnswers(null) },
  {
    tags: ['portal-screen'],
    play: async ({ canvasElement }) => {
      const canvas = await questions(canvasElement);
      await userEvent.click(await continueButton(canvasElement));
      const summary = await canvas.findByRole('alert');
      await expect(within(summary).getByRole('link', { name: 'Answer “Is this your first ITIN?”' })).toBeVisible();
      await expect(within(summary).getByRole('link', { name: 'Answer “Which describes you best?”' })).toBeVisible();
    },
  },
);

/** The names from sign-up are already filled in. */
export const Name: Story = story(
  'NamePage',
  { path: '/step2/name', ...withAnswers(null) },
  {
    play: async ({ canvasElement }) => {
      const canvas = await questions(canvasElement);
      await expect(await canvas.findByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
      await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveValue('Silva');
    },
  },
);

/** A date that does not exist, and a missing country. */
export const BirthErrors: Story = story(
  'BirthPage',
  { path: '/step2/birth', ...withAnswers({ reasons: ['f'] }) },
  {
    tags: ['portal-screen'],
    play: async ({ canvasElement }) => {
      const canvas = await questions(canvasElement);
      await userEvent.type(await canvas.findByRole('textbox', { name: 'Day' }), '31');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Month' }), '2');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Year' }), '2001');
      await userEvent.click(await continueButton(canvasElement));
      const summary = await canvas.findByRole('alert');
      await expect(within(summary).getByRole('link', { name: '“Date of birth” must be a real date' })).toBeVisible();
      await expect(within(summary).getByRole('link', { name: 'Answer “Country of birth”' })).toBeVisible();
    },
  },
);

export const Birth: Story = story('BirthPage', { path: '/step2/birth', ...withAnswers(student) });

export const ForeignAddress: Story = story('ForeignAddressPage', {
  path: '/step2/foreign-address',
  ...withAnswers(student),
});

/** A P.O. box is accepted for mail only when there is no delivery to the street. */
export const MailingAddressPoBox: Story = story(
  'MailingAddressPage',
  {
    path: '/step2/mailing-address',
    ...withAnswers({ ...student, mailing_address: { street: 'P.O. Box 12', city: 'Porto', country: 'PT' } }),
  },
  {
    play: async ({ canvasElement }) => {
      const canvas = await questions(canvasElement);
      await userEvent.click(await continueButton(canvasElement));
      await expect(
        await within(await canvas.findByRole('alert')).findByRole('link', { name: /A P.O. box is accepted only/ }),
      ).toBeVisible();
    },
  },
);

/** Reason f: the visa is required (no yes/no question), then the entry date. */
export const VisaStudent: Story = story(
  'VisaPage',
  { path: '/step2/visa', ...withAnswers(student) },
  {
    play: async ({ canvasElement }) => {
      const canvas = await questions(canvasElement);
      await expect(await canvas.findByRole('textbox', { name: /Visa type/ })).toHaveValue('F-1');
      await expect(canvas.queryByRole('group', { name: 'Do you have a U.S. visa?' })).not.toBeInTheDocument();
    },
  },
);

/** Another reason: whether there is a visa at all is asked first. */
export const VisaOther: Story = story('VisaPage', {
  path: '/step2/visa',
  ...withAnswers({ reasons: ['b'] }),
});

/** The passport has expired. */
export const IdentityExpired: Story = story(
  'IdentityPage',
  {
    path: '/step2/identity',
    ...withAnswers({ ...student, id_document: { ...student.id_document, expires: '2025-01-01' } }),
  },
  {
    play: async ({ canvasElement }) => {
      const canvas = await questions(canvasElement);
      await userEvent.click(await continueButton(canvasElement));
      await expect(
        await within(await canvas.findByRole('alert')).findByRole('link', { name: /has expired/ }),
      ).toBeVisible();
    },
  },
);

/** A child of 4 without a passport (reason d), identified by a birth certificate. */
const child: W7Answers = {
  ...student,
  reasons: ['d'],
  treaty_claim: undefined,
  visa: undefined,
  stay: undefined,
  relationship: 'Daughter',
  sponsor: { name: 'Maria Silva', tin: '123-45-6789' },
  name: { first: 'Lia', last: 'Silva' },
  birth: { date: '2022-06-01', country: 'MX' },
  citizenship: ['MX'],
  id_document: {
    type: 'other',
    other_description: 'Birth certificate',
    issued_by: 'Mexico',
    entry_date: '2025-01-10',
  },
  signer: { who: 'parent', name: 'Maria Silva', phone: '+1 617 555 0100' },
};

/** The application the last render of IdentityOtherDocument saves to. */
let childApplication: MemoryApplicationService | undefined;

/**
 * Another document, such as a birth certificate, may never expire: its expiry date is optional,
 * and Continue goes on without it.
 */
export const IdentityOtherDocument: Story = story(
  'IdentityPage',
  {
    path: '/step2/identity',
    user: ana,
    application: () =>
      (childApplication = createMemoryApplicationService({ today: TODAY, application: { answers: child } })),
  },
  {
    play: async ({ canvasElement }) => {
      const canvas = await questions(canvasElement);
      const expiry = await canvas.findByRole('group', { name: 'Expiry date (optional)' });
      await expect(expiry).toHaveAccessibleDescription(
        'Leave empty if the document has no expiry date, for example a birth certificate.',
      );
      await expect(within(expiry).getByRole('textbox', { name: 'Year' })).toHaveValue('');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Document number' }), 'A-1234');
      await userEvent.click(await continueButton(canvasElement));
      await waitFor(() =>
        expect(childApplication?.snapshot()?.answers.id_document).toEqual({ ...child.id_document, number: 'A-1234' }),
      );
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    },
  },
);

export const EarlierNumbers: Story = story('PreviousPage', { path: '/step2/previous', ...withAnswers(student) });

export const SchoolOrCompany: Story = story('StayPage', { path: '/step2/stay', ...withAnswers(student) });

/**
 * A child of 8 cannot sign for themselves: only a parent or a guardian is offered, and the answer
 * given before (the applicant) is refused.
 */
export const DeclarationMinor: Story = story(
  'DeclarationPage',
  {
    path: '/step2/declaration',
    ...withAnswers({ ...student, reasons: ['d'], birth: { date: '2018-03-01', country: 'MX' } }),
  },
  {
    play: async ({ canvasElement }) => {
      const canvas = await questions(canvasElement);
      const who = await canvas.findByRole('group', { name: 'Who signs the form?' });
      await expect(
        within(who)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['parent', 'guardian']);
      await userEvent.click(await continueButton(canvasElement));
      await expect(
        await within(await canvas.findByRole('alert')).findByRole('link', { name: /a parent or guardian signs/ }),
      ).toBeVisible();
    },
  },
);

/** Every answer, by page, with change links. */
export const CheckAnswers: Story = story(
  'CheckPage',
  { path: '/step2/check', ...withAnswers(student) },
  {
    tags: ['portal-screen'],
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Change Date of birth' })).toHaveAttribute(
        'href',
        '/step2/birth#w-birth-date',
      );
      await expect(canvas.getByText('Boston University')).toBeVisible();
    },
  },
);

/** Something is still missing: Continue lists it. */
export const CheckAnswersIncomplete: Story = story(
  'CheckPage',
  { path: '/step2/check', ...withAnswers({ ...student, signer: undefined }) },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Continue to your documents' }));
      await expect(
        await within(await canvas.findByRole('alert')).findByRole('link', { name: 'Answer “Who signs the form?”' }),
      ).toBeVisible();
    },
  },
);

/** The answers by W-7 line, for the applicant's records. */
export const Print: Story = story(
  'PrintPage',
  { path: '/step2/print', ...withAnswers(student) },
  {
    tags: ['portal-screen'],
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('Line 6g · Name of your school or company')).toBeVisible();
      await expect(canvas.getByText('04/02/2000')).toBeVisible();
    },
  },
);

/**
 * The print view on paper (captured with CSS print media): dark ink on white in either theme,
 * without the header, the progress, the back link or the Print button.
 */
export const Printed: Story = {
  ...Print,
  tags: [],
  parameters: { ...Print.parameters, screenshot: { media: 'print' } },
};

/** Another tab saved newer answers: nothing is lost, the applicant chooses. */
export const ChangedElsewhere: Story = story(
  'NamePage',
  {
    path: '/step2/name',
    user: ana,
    application: () => {
      const service = createMemoryApplicationService({ today: TODAY, application: { answers: student } });
      // Once this page has read the application, another tab saves.
      const get = service.get;
      service.get = async () => {
        const result = await get();
        service.editElsewhere({ ...student, name: { first: 'Ana Maria', last: 'Silva' } });
        return result;
      };
      return service;
    },
  },
  {
    play: async ({ canvasElement }) => {
      const canvas = await questions(canvasElement);
      const first = await canvas.findByRole('textbox', { name: 'First name' });
      await userEvent.clear(first);
      await userEvent.type(first, 'Anna');
      await userEvent.click(await continueButton(canvasElement));
      await expect(await canvas.findByText('Your answers were changed elsewhere')).toBeVisible();
      await expect(first).toHaveValue('Anna');
      await expect(canvas.getByRole('button', { name: 'Load the newer answers' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Keep my answers' })).toBeVisible();
    },
  },
);

/** No connection: what was typed stays, and the page says so. */
export const Offline: Story = story(
  'NamePage',
  {
    path: '/step2/name',
    user: ana,
    application: () => {
      const service = createMemoryApplicationService({ today: TODAY, application: { answers: student } });
      const get = service.get;
      service.get = async () => {
        const result = await get();
        service.setOffline(true);
        return result;
      };
      return service;
    },
  },
  {
    play: async ({ canvasElement }) => {
      const canvas = await questions(canvasElement);
      const middle = await canvas.findByRole('textbox', { name: 'Middle name (optional)' });
      await userEvent.type(middle, 'Maria');
      await userEvent.click(await continueButton(canvasElement));
      await expect(await canvas.findByText('Not saved: no connection')).toBeVisible();
      await expect(middle).toHaveValue('Maria');
    },
  },
);

/**
 * While the application is being read: the page's questions, their controls disabled, and the
 * loading line where the save notice goes (a page prerendered signed in paints this from its HTML).
 */
export const Loading: Story = story(
  'TypePage',
  { path: '/step2/type', ...withAnswers(null, { latency: Infinity }) },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Why you need an ITIN' })).toBeVisible();
      await expect(canvas.getByText('Loading your application…')).toBeVisible();
      await expect(canvas.getByRole('radio', { name: 'Yes, I am applying for the first time' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
      await expect(canvas.getByRole('link', { name: 'Back to step 1' })).toBeVisible();
    },
  },
);

/** The application could not be read at all. */
export const LoadFailed: Story = story(
  'TypePage',
  {
    path: '/step2/type',
    ...withAnswers(null, { offline: true }),
  },
  {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText('Your application could not be loaded')).toBeVisible();
      await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible());
    },
  },
);
