/**
 * The step 2 wizard's route chunk: every page of it comes from this one module, so the router
 * loads the whole wizard with a single request.
 */
export { WizardLayout, WizardResume } from './WizardLayout';
export {
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
} from './QuestionPages';
export { CheckPage, PrintPage } from './CheckPages';
