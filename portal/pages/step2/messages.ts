import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** Text of the wizard's frame: titles of the pages, buttons, saving, conflicts. */
export const wizardMessages = defineMessages({
  back: { id: 'wizard.back', defaultMessage: 'Back', description: 'Back link at the top of every wizard page.' },
  continue: {
    id: 'wizard.continue',
    defaultMessage: 'Save and continue',
    description: 'Main button of every wizard question page.',
  },
  saving: { id: 'wizard.saving', defaultMessage: 'Saving…', description: 'Shown while the answers are being saved.' },
  saved: {
    id: 'wizard.saved',
    defaultMessage: 'Your answers are saved.',
    description: 'Status line once the answers are saved on the server.',
  },
  unsaved: {
    id: 'wizard.unsaved',
    defaultMessage: 'Your answers are saved when you pause or continue.',
    description: 'Status line while the applicant types and the answers are not saved yet.',
  },
  offlineTitle: {
    id: 'wizard.offline.title',
    defaultMessage: 'Not saved: no connection',
    description: 'Heading of the notice when saving failed because the device is offline.',
  },
  offlineBody: {
    id: 'wizard.offline.body',
    defaultMessage:
      'What you typed is still here. We will save it as soon as the connection is back, or when you continue.',
    description: 'Body of the offline notice.',
  },
  failedTitle: {
    id: 'wizard.failed.title',
    defaultMessage: 'Not saved: our server did not answer',
    description: 'Heading of the notice when saving failed on the server.',
  },
  failedBody: {
    id: 'wizard.failed.body',
    defaultMessage: 'What you typed is still here. Please try again in a moment.',
    description: 'Body of the server failure notice.',
  },
  tryAgain: { id: 'wizard.tryAgain', defaultMessage: 'Try again', description: 'Button that retries saving.' },
  conflictTitle: {
    id: 'wizard.conflict.title',
    defaultMessage: 'Your answers were changed elsewhere',
    description: 'Heading of the notice when another tab or device saved newer answers.',
  },
  conflictBody: {
    id: 'wizard.conflict.body',
    defaultMessage:
      'Someone saved newer answers to this application in another tab or on another device. Nothing has been overwritten. Choose which answers to keep.',
    description: 'Body of the "changed elsewhere" notice.',
  },
  loadNewer: {
    id: 'wizard.conflict.loadNewer',
    defaultMessage: 'Load the newer answers',
    description: 'Button: discard the answers on this page and show the ones saved elsewhere.',
  },
  keepMine: {
    id: 'wizard.conflict.keepMine',
    defaultMessage: 'Keep my answers',
    description: 'Button: save the answers on this page over the ones saved elsewhere.',
  },
  loadFailedTitle: {
    id: 'wizard.loadFailed.title',
    defaultMessage: 'Your application could not be loaded',
    description: 'Heading shown when the saved application cannot be read.',
  },
  loadFailedBody: {
    id: 'wizard.loadFailed.body',
    defaultMessage: 'Check your connection and try again.',
    description: 'Body shown when the saved application cannot be read.',
  },
  loading: { id: 'wizard.loading', defaultMessage: 'Loading your application…', description: 'Loading text.' },
  lockedTitle: {
    id: 'wizard.locked.title',
    defaultMessage: 'Your application has been sent',
    description: 'Heading when the application was submitted and can no longer change.',
  },
  lockedBody: {
    id: 'wizard.locked.body',
    defaultMessage: 'The answers can no longer be changed. You can still print them.',
    description: 'Body when the application can no longer change.',
  },
  errorSummaryTitle: {
    id: 'wizard.errorSummary.title',
    defaultMessage: 'There is a problem',
    description: 'Heading of the error summary at the top of a wizard page.',
  },
  yes: { id: 'wizard.yes', defaultMessage: 'Yes', description: 'Answer to a yes/no question.' },
  no: { id: 'wizard.no', defaultMessage: 'No', description: 'Answer to a yes/no question.' },

  chooseCountry: {
    id: 'wizard.chooseCountry',
    defaultMessage: 'Choose a country',
    description: 'First, empty entry of a country list.',
  },
  day: { id: 'wizard.date.day', defaultMessage: 'Day', description: 'Label of the day part of a date.' },
  month: { id: 'wizard.date.month', defaultMessage: 'Month', description: 'Label of the month part of a date.' },
  year: { id: 'wizard.date.year', defaultMessage: 'Year', description: 'Label of the year part of a date.' },

  toStep1: {
    id: 'wizard.toStep1',
    defaultMessage: 'Back to step 1',
    description: 'Back link on the first wizard page.',
  },
});

/** Titles and intros of the pages. */
export const pageMessages = defineMessages({
  typeTitle: { id: 'wizard.type.title', defaultMessage: 'Why you need an ITIN', description: 'Wizard page title.' },
  nameTitle: { id: 'wizard.name.title', defaultMessage: 'Your name', description: 'Wizard page title.' },
  nameIntro: {
    id: 'wizard.name.intro',
    defaultMessage: 'Write your name exactly as it appears on your passport or identity document.',
    description: 'Intro of the name page.',
  },
  birthTitle: {
    id: 'wizard.birth.title',
    defaultMessage: 'Birth and citizenship',
    description: 'Wizard page title.',
  },
  foreignAddressTitle: {
    id: 'wizard.foreignAddress.title',
    defaultMessage: 'Your address in your home country',
    description: 'Wizard page title (W-7 line 3).',
  },
  foreignAddressIntro: {
    id: 'wizard.foreignAddress.intro',
    defaultMessage: 'The address where you live permanently outside the United States. A P.O. box is not accepted.',
    description: 'Intro of the foreign address page.',
  },
  mailingAddressTitle: {
    id: 'wizard.mailingAddress.title',
    defaultMessage: 'Where the IRS should send your ITIN',
    description: 'Wizard page title (W-7 line 2).',
  },
  mailingAddressIntro: {
    id: 'wizard.mailingAddress.intro',
    defaultMessage: 'Your ITIN letter and your original documents are mailed here. It may be in any country.',
    description: 'Intro of the mailing address page.',
  },
  visaTitle: {
    id: 'wizard.visa.title',
    defaultMessage: 'U.S. visa and entry',
    description: 'Wizard page title (W-7 lines 6c and 6d entry date).',
  },
  identityTitle: {
    id: 'wizard.identity.title',
    defaultMessage: 'Your identity document',
    description: 'Wizard page title (W-7 line 6d).',
  },
  previousTitle: {
    id: 'wizard.previous.title',
    defaultMessage: 'Earlier tax numbers',
    description: 'Wizard page title (W-7 lines 6e and 6f).',
  },
  stayTitle: {
    id: 'wizard.stay.title',
    defaultMessage: 'Your school or company in the U.S.',
    description: 'Wizard page title (W-7 line 6g).',
  },
  declarationTitle: {
    id: 'wizard.declaration.title',
    defaultMessage: 'Who signs the application',
    description: 'Wizard page title (signature).',
  },
  checkTitle: {
    id: 'wizard.check.title',
    defaultMessage: 'Check your answers',
    description: 'Title of the page listing all answers before continuing.',
  },
  checkIntro: {
    id: 'wizard.check.intro',
    defaultMessage: 'Check everything before you continue to your documents. You can change any answer.',
    description: 'Intro of the check-your-answers page.',
  },
  checkIncomplete: {
    id: 'wizard.check.incomplete',
    defaultMessage: 'Some answers are still missing or need a change.',
    description: 'Heading above the list of problems on the check-your-answers page.',
  },
  checkContinue: {
    id: 'wizard.check.continue',
    defaultMessage: 'Continue to your documents',
    description: 'Main button of the check-your-answers page (goes to step 3).',
  },

  change: {
    id: 'wizard.check.change',
    defaultMessage: 'Change',
    description: 'Change link in the answer list (screen readers hear the question after it).',
  },
  notAnswered: {
    id: 'wizard.check.notAnswered',
    defaultMessage: 'Not answered',
    description: 'Shown in the answer list for a question without an answer.',
  },
  contactEmail: {
    id: 'wizard.check.contactEmail',
    defaultMessage: 'E-mail for updates',
    description: 'Row of the answer list: the account e-mail (from sign-up, not a W-7 line).',
  },
  print: {
    id: 'wizard.check.print',
    defaultMessage: 'Print your answers',
    description: 'Link from check-your-answers to the print view.',
  },
  printTitle: {
    id: 'wizard.print.title',
    defaultMessage: 'Your Form W-7 answers',
    description: 'Title of the print view of the answers.',
  },
  printIntro: {
    id: 'wizard.print.intro',
    defaultMessage: 'Your answers by line of Form W-7, for your records. This is not the form itself.',
    description: 'Intro of the print view.',
  },
  printButton: { id: 'wizard.print.button', defaultMessage: 'Print', description: 'Button opening the print dialog.' },

  backToCheck: {
    id: 'wizard.print.backToCheck',
    defaultMessage: 'Back to your answers',
    description: 'Back link of the print view.',
  },
});

/** Questions, answers and hints. */
export const q = defineMessages({
  applicationType: {
    id: 'wizard.q.applicationType',
    defaultMessage: 'Is this your first ITIN?',
    description: 'Question: new application or renewal.',
  },
  typeNew: {
    id: 'wizard.q.applicationType.new',
    defaultMessage: 'Yes, I am applying for the first time',
    description: 'Answer.',
  },
  typeRenew: {
    id: 'wizard.q.applicationType.renew',
    defaultMessage: 'No, I am renewing an ITIN I already have',
    description: 'Answer.',
  },
  reason: {
    id: 'wizard.q.reason',
    defaultMessage: 'Which describes you best?',
    description: 'Question: the one reason box of Form W-7 (a to h).',
  },
  reasonHint: {
    id: 'wizard.q.reason.hint',
    defaultMessage: 'Choose one. Form W-7 accepts only one reason.',
    description: 'Hint of the reason question.',
  },
  reasonA: {
    id: 'wizard.q.reason.a',
    defaultMessage: 'I live abroad and claim a tax treaty benefit',
    description: 'Reason a.',
  },
  reasonAHint: {
    id: 'wizard.q.reason.a.hint',
    defaultMessage: 'For example a lower tax rate on U.S. income under a treaty with your country.',
    description: 'Hint of reason a.',
  },
  reasonB: {
    id: 'wizard.q.reason.b',
    defaultMessage: 'I live abroad and must file a U.S. tax return',
    description: 'Reason b.',
  },
  reasonBHint: {
    id: 'wizard.q.reason.b.hint',
    defaultMessage: 'For example for income from a U.S. business, rent or sales on U.S. platforms.',
    description: 'Hint of reason b.',
  },
  reasonC: {
    id: 'wizard.q.reason.c',
    defaultMessage: 'I live in the U.S. and must file a tax return',
    description: 'Reason c.',
  },
  reasonCHint: {
    id: 'wizard.q.reason.c.hint',
    defaultMessage: 'You count as a U.S. resident for tax because of the days you spent there, but cannot get an SSN.',
    description: 'Hint of reason c.',
  },
  reasonD: {
    id: 'wizard.q.reason.d',
    defaultMessage: 'A U.S. citizen or resident claims me as a dependent',
    description: 'Reason d.',
  },
  reasonDHint: {
    id: 'wizard.q.reason.d.hint',
    defaultMessage: 'For example a child or parent on a relative’s U.S. tax return.',
    description: 'Hint of reason d.',
  },
  reasonE: {
    id: 'wizard.q.reason.e',
    defaultMessage: 'I am the spouse of a U.S. citizen or resident',
    description: 'Reason e.',
  },
  reasonEHint: {
    id: 'wizard.q.reason.e.hint',
    defaultMessage: 'Your spouse files a joint return with you or claims you.',
    description: 'Hint of reason e.',
  },
  reasonF: {
    id: 'wizard.q.reason.f',
    defaultMessage: 'I am a student, professor or researcher in the U.S.',
    description: 'Reason f.',
  },
  reasonFHint: {
    id: 'wizard.q.reason.f.hint',
    defaultMessage: 'You are in the U.S. to study, teach or do research, for example with an F-1, J-1 or M-1 visa.',
    description: 'Hint of reason f.',
  },
  reasonG: {
    id: 'wizard.q.reason.g',
    defaultMessage: 'My spouse or parent holds a U.S. visa and lives abroad for tax',
    description: 'Reason g.',
  },
  reasonGHint: {
    id: 'wizard.q.reason.g.hint',
    defaultMessage: 'You are the spouse or dependent of a nonresident alien with a U.S. visa.',
    description: 'Hint of reason g.',
  },
  reasonH: { id: 'wizard.q.reason.h', defaultMessage: 'Something else', description: 'Reason h.' },
  reasonHHint: {
    id: 'wizard.q.reason.h.hint',
    defaultMessage: 'You will describe your reason in your own words.',
    description: 'Hint of reason h.',
  },
  relationship: {
    id: 'wizard.q.relationship',
    defaultMessage: 'How are you related to them?',
    description: 'Reason d: relationship to the U.S. citizen or resident, e.g. son, mother.',
  },
  relationshipHint: {
    id: 'wizard.q.relationship.hint',
    defaultMessage: 'For example: son, daughter, mother',
    description: 'Hint.',
  },
  sponsorName: {
    id: 'wizard.q.sponsorName',
    defaultMessage: 'Full name of the U.S. citizen or resident',
    description: 'Reasons d and e.',
  },
  sponsorTin: {
    id: 'wizard.q.sponsorTin',
    defaultMessage: 'Their SSN or ITIN',
    description: 'Reasons d and e: the 9-digit number.',
  },
  sponsorTinHint: {
    id: 'wizard.q.sponsorTin.hint',
    defaultMessage: '9 digits, for example 123-45-6789',
    description: 'Hint.',
  },
  familyRole: {
    id: 'wizard.q.familyRole',
    defaultMessage: 'Are you the visa holder’s spouse or dependent?',
    description: 'Reason g.',
  },
  spouse: { id: 'wizard.q.familyRole.spouse', defaultMessage: 'Spouse', description: 'Answer.' },
  dependent: { id: 'wizard.q.familyRole.dependent', defaultMessage: 'Dependent', description: 'Answer.' },
  dependentIsStudent: {
    id: 'wizard.q.dependentIsStudent',
    defaultMessage: 'I am enrolled as a student',
    description: 'Dependents: being a student relaxes the photo rule up to age 18.',
  },
  treatyClaim: {
    id: 'wizard.q.treatyClaim',
    defaultMessage: 'Do you claim a tax treaty benefit?',
    description: 'Reason f.',
  },
  treatyCountry: {
    id: 'wizard.q.treatyCountry',
    defaultMessage: 'Treaty country',
    description: 'The country of the tax treaty (must be the country of the foreign address).',
  },
  treatyArticle: {
    id: 'wizard.q.treatyArticle',
    defaultMessage: 'Treaty article number',
    description: 'The article of the treaty.',
  },
  exception: {
    id: 'wizard.q.exception',
    defaultMessage: 'Which exception applies?',
    description: 'The exception to the tax-return rule (W-7 instructions).',
  },
  exceptionHint: {
    id: 'wizard.q.exception.hint',
    defaultMessage: 'Treaty benefits use exception 1 or 2. Your school or withholding agent can tell you which.',
    description: 'Hint.',
  },
  otherDescription: {
    id: 'wizard.q.otherDescription',
    defaultMessage: 'Describe your reason',
    description: 'The "Other" line of Form W-7 (reason h, and the exception wording for a and f).',
  },
  otherDescriptionHint: {
    id: 'wizard.q.otherDescription.hint',
    defaultMessage: 'For a treaty benefit, for example: Exception 2b, scholarship income',
    description: 'Hint.',
  },
  first: { id: 'wizard.q.name.first', defaultMessage: 'First name', description: 'Label.' },
  middle: { id: 'wizard.q.name.middle', defaultMessage: 'Middle name', description: 'Label.' },
  last: { id: 'wizard.q.name.last', defaultMessage: 'Last name', description: 'Label.' },
  birthNameLegend: {
    id: 'wizard.q.birthName',
    defaultMessage: 'Name at birth, if different',
    description: 'Legend of the birth name fields (W-7 line 1b).',
  },
  birthNameFirst: { id: 'wizard.q.birthName.first', defaultMessage: 'First name at birth', description: 'Label.' },
  birthNameLast: { id: 'wizard.q.birthName.last', defaultMessage: 'Last name at birth', description: 'Label.' },
  birthDate: { id: 'wizard.q.birthDate', defaultMessage: 'Date of birth', description: 'Label.' },
  birthCountry: { id: 'wizard.q.birthCountry', defaultMessage: 'Country of birth', description: 'Label.' },
  birthCity: {
    id: 'wizard.q.birthCity',
    defaultMessage: 'City and state or province of birth',
    description: 'Label.',
  },
  sex: { id: 'wizard.q.sex', defaultMessage: 'Sex, as on your passport', description: 'W-7 line 5.' },
  male: { id: 'wizard.q.sex.male', defaultMessage: 'Male', description: 'Answer.' },
  female: { id: 'wizard.q.sex.female', defaultMessage: 'Female', description: 'Answer.' },
  citizenship: { id: 'wizard.q.citizenship', defaultMessage: 'Country of citizenship', description: 'Label.' },
  secondCitizenship: {
    id: 'wizard.q.secondCitizenship',
    defaultMessage: 'Second citizenship',
    description: 'Label of an optional second country of citizenship.',
  },
  foreignTaxId: {
    id: 'wizard.q.foreignTaxId',
    defaultMessage: 'Tax number in your home country',
    description: 'W-7 line 6b.',
  },
  street: {
    id: 'wizard.q.street',
    defaultMessage: 'Street address, apartment or house number',
    description: 'Address label.',
  },
  city: {
    id: 'wizard.q.city',
    defaultMessage: 'City, state or province, and postal code',
    description: 'Address label (the W-7 puts them on one line).',
  },
  country: { id: 'wizard.q.country', defaultMessage: 'Country', description: 'Address label.' },
  relocated: {
    id: 'wizard.q.relocated',
    defaultMessage: 'I have moved to the United States and no longer have a home abroad',
    description: 'Foreign address: then only the country is asked.',
  },
  noHomeDelivery: {
    id: 'wizard.q.noHomeDelivery',
    defaultMessage: 'There is no mail delivery to my street address (allows a P.O. box)',
    description: 'Mailing address checkbox.',
  },
  hasVisa: { id: 'wizard.q.hasVisa', defaultMessage: 'Do you have a U.S. visa?', description: 'Question.' },
  visaType: { id: 'wizard.q.visaType', defaultMessage: 'Visa type', description: 'Label.' },
  visaTypeHint: { id: 'wizard.q.visaType.hint', defaultMessage: 'For example F-1, J-1, H-1B', description: 'Hint.' },
  visaNumber: { id: 'wizard.q.visaNumber', defaultMessage: 'Visa number', description: 'Label.' },
  visaNumberHint: {
    id: 'wizard.q.visaNumber.hint',
    defaultMessage: 'The red number on the visa, usually 8 characters',
    description: 'Hint.',
  },
  visaExpires: { id: 'wizard.q.visaExpires', defaultMessage: 'Visa expiry date', description: 'Label.' },
  entered: { id: 'wizard.q.entered', defaultMessage: 'Have you entered the United States?', description: 'Question.' },
  entryDate: {
    id: 'wizard.q.entryDate',
    defaultMessage: 'Date you entered the United States',
    description: 'W-7 line 6d entry date.',
  },
  idType: { id: 'wizard.q.idType', defaultMessage: 'Which document proves who you are?', description: 'Question.' },
  idPassport: { id: 'wizard.q.idType.passport', defaultMessage: 'Passport', description: 'Answer.' },
  idPassportHint: {
    id: 'wizard.q.idType.passport.hint',
    defaultMessage: 'The simplest: a valid passport is enough on its own.',
    description: 'Hint.',
  },
  idDl: { id: 'wizard.q.idType.dl', defaultMessage: 'Driver’s license or state ID', description: 'Answer.' },
  idUscis: { id: 'wizard.q.idType.uscis', defaultMessage: 'USCIS document', description: 'Answer.' },
  idOther: { id: 'wizard.q.idType.other', defaultMessage: 'Another document', description: 'Answer.' },
  idOtherDescription: {
    id: 'wizard.q.idOtherDescription',
    defaultMessage: 'Which document?',
    description: 'Label for the other document type.',
  },
  idIssuedBy: { id: 'wizard.q.idIssuedBy', defaultMessage: 'Issued by (country or authority)', description: 'Label.' },
  idNumber: { id: 'wizard.q.idNumber', defaultMessage: 'Document number', description: 'Label.' },
  idExpires: { id: 'wizard.q.idExpires', defaultMessage: 'Expiry date', description: 'Label.' },
  idExpiresOtherHint: {
    id: 'wizard.q.idExpires.otherHint',
    defaultMessage: 'Leave empty if the document has no expiry date, for example a birth certificate.',
    description: 'Hint under the optional expiry date of another identity document.',
  },
  idNoExpiry: {
    id: 'wizard.q.idExpires.none',
    defaultMessage: 'No expiry date',
    description: 'Shown as the answer when another identity document (e.g. a birth certificate) has no expiry date.',
  },
  hadTin: {
    id: 'wizard.q.hadTin',
    defaultMessage: 'Have you ever had an ITIN or an IRSN?',
    description: 'W-7 line 6e.',
  },
  hadTinHint: {
    id: 'wizard.q.hadTin.hint',
    defaultMessage: 'An IRSN is a number the IRS gives when it cannot find your tax number.',
    description: 'Hint.',
  },
  itin: { id: 'wizard.q.itin', defaultMessage: 'Your earlier ITIN', description: 'Label.' },
  itinHint: {
    id: 'wizard.q.itin.hint',
    defaultMessage: '9 digits starting with 9, for example 912-70-1234',
    description: 'Hint.',
  },
  irsn: { id: 'wizard.q.irsn', defaultMessage: 'Your IRSN', description: 'Label.' },
  previousName: {
    id: 'wizard.q.previousName',
    defaultMessage: 'Name it was issued under, if different',
    description: 'Legend.',
  },
  ssnDenied: {
    id: 'wizard.q.ssnDenied',
    defaultMessage: 'The Social Security Administration refused me a Social Security Number',
    description: 'Checkbox (adds the denial letter to the documents).',
  },
  institution: {
    id: 'wizard.q.institution',
    defaultMessage: 'Name of your school or company',
    description: 'W-7 line 6g.',
  },
  institutionCity: { id: 'wizard.q.institutionCity', defaultMessage: 'City and state', description: 'Label.' },
  stayLength: { id: 'wizard.q.stayLength', defaultMessage: 'How long you will stay', description: 'Label.' },
  stayLengthHint: { id: 'wizard.q.stayLength.hint', defaultMessage: 'For example: 4 years', description: 'Hint.' },
  signerWho: { id: 'wizard.q.signerWho', defaultMessage: 'Who signs the form?', description: 'Question.' },
  signerApplicant: { id: 'wizard.q.signer.applicant', defaultMessage: 'I do (the applicant)', description: 'Answer.' },
  signerParent: { id: 'wizard.q.signer.parent', defaultMessage: 'A parent', description: 'Answer.' },
  signerParentHint: {
    id: 'wizard.q.signer.parent.hint',
    defaultMessage: 'For applicants under 18.',
    description: 'Hint.',
  },
  signerGuardian: {
    id: 'wizard.q.signer.guardian',
    defaultMessage: 'A court-appointed guardian',
    description: 'Answer.',
  },
  signerPoa: {
    id: 'wizard.q.signer.poa',
    defaultMessage: 'Someone with power of attorney',
    description: 'Answer (IRS Form 2848).',
  },
  signerName: { id: 'wizard.q.signerName', defaultMessage: 'Their full name', description: 'Label.' },
  signerPhone: { id: 'wizard.q.signerPhone', defaultMessage: 'Phone number', description: 'Label.' },
  signerPhoneHint: {
    id: 'wizard.q.signerPhone.hint',
    defaultMessage: 'With the country code, for example +55 11 91234 5678',
    description: 'Hint.',
  },
});

/** Short names of the exceptions to the tax-return rule. */
export const exceptionMessages: Record<string, MessageDescriptor> = defineMessages({
  '1a': { id: 'wizard.exception.1a', defaultMessage: '1a: partnership income', description: 'Exception.' },
  '1b': { id: 'wizard.exception.1b', defaultMessage: '1b: interest income', description: 'Exception.' },
  '1c': { id: 'wizard.exception.1c', defaultMessage: '1c: annuity income', description: 'Exception.' },
  '1d': { id: 'wizard.exception.1d', defaultMessage: '1d: pension income', description: 'Exception.' },
  '2a': { id: 'wizard.exception.2a', defaultMessage: '2a: wages, salary or honoraria', description: 'Exception.' },
  '2b': {
    id: 'wizard.exception.2b',
    defaultMessage: '2b: scholarship, fellowship or grant',
    description: 'Exception.',
  },
  '2c': { id: 'wizard.exception.2c', defaultMessage: '2c: gambling winnings', description: 'Exception.' },
  '2d': { id: 'wizard.exception.2d', defaultMessage: '2d: other income under a treaty', description: 'Exception.' },
  '3': { id: 'wizard.exception.3', defaultMessage: '3: mortgage interest reporting', description: 'Exception.' },
  '4': { id: 'wizard.exception.4', defaultMessage: '4: real property sale withholding', description: 'Exception.' },
  '5': {
    id: 'wizard.exception.5',
    defaultMessage: '5: tax treaty benefits (treasury decision 9363)',
    description: 'Exception.',
  },
});

/** Error wording by the domain's codes; {field} is the question the error is about. */
export const errorMessages = {
  required: defineMessage<{ field: string }>({
    id: 'wizard.error.required',
    defaultMessage: 'Answer “{field}”',
    description: 'Validation error.',
  }),
  exactly_one: defineMessage<{ field: string }>({
    id: 'wizard.error.exactlyOne',
    defaultMessage: 'Choose exactly one reason',
    description: 'Validation error.',
  }),
  invalid_date: defineMessage<{ field: string }>({
    id: 'wizard.error.invalidDate',
    defaultMessage: '“{field}” must be a real date',
    description: 'Validation error.',
  }),
  in_future: defineMessage<{ field: string }>({
    id: 'wizard.error.inFuture',
    defaultMessage: '“{field}” cannot be in the future',
    description: 'Validation error.',
  }),
  too_early: defineMessage<{ field: string }>({
    id: 'wizard.error.tooEarly',
    defaultMessage: '“{field}” must be after 1900',
    description: 'Validation error.',
  }),
  expired: defineMessage<{ field: string }>({
    id: 'wizard.error.expired',
    defaultMessage: 'Your document has expired: the IRS only accepts documents that are still valid',
    description: 'Validation error.',
  }),
  before_birth: defineMessage<{ field: string }>({
    id: 'wizard.error.beforeBirth',
    defaultMessage: 'The entry date cannot be before your date of birth',
    description: 'Validation error.',
  }),
  entry_date_or_never_entered: defineMessage<{ field: string }>({
    id: 'wizard.error.entryOrNever',
    defaultMessage: 'Enter the date you entered the United States, or say you have never entered',
    description: 'Validation error.',
  }),
  conflicts_with_entry_date: defineMessage<{ field: string }>({
    id: 'wizard.error.conflictsWithEntry',
    defaultMessage: 'You gave an entry date, so you cannot also say you have never entered',
    description: 'Validation error.',
  }),
  invalid_tin: defineMessage<{ field: string }>({
    id: 'wizard.error.invalidTin',
    defaultMessage: 'Enter a valid SSN or ITIN of 9 digits',
    description: 'Validation error.',
  }),
  invalid_itin: defineMessage<{ field: string }>({
    id: 'wizard.error.invalidItin',
    defaultMessage: 'Enter a valid ITIN: 9 digits starting with 9',
    description: 'Validation error.',
  }),
  invalid_irsn: defineMessage<{ field: string }>({
    id: 'wizard.error.invalidIrsn',
    defaultMessage: 'Enter a valid IRSN of 9 digits',
    description: 'Validation error.',
  }),
  renewal_requires_previous_itin: defineMessage<{ field: string }>({
    id: 'wizard.error.renewalNeedsItin',
    defaultMessage: 'A renewal needs the ITIN you had: answer yes and enter it',
    description: 'Validation error.',
  }),
  treaty_exception_required: defineMessage<{ field: string }>({
    id: 'wizard.error.treatyException',
    defaultMessage: 'A treaty benefit needs exception 1 or 2',
    description: 'Validation error.',
  }),
  treaty_country_mismatch: defineMessage<{ field: string }>({
    id: 'wizard.error.treatyCountry',
    defaultMessage: 'The treaty country must be the country of your home address',
    description: 'Validation error.',
  }),
  po_box_not_allowed: defineMessage<{ field: string }>({
    id: 'wizard.error.poBox',
    defaultMessage: 'Your home address cannot be a P.O. box',
    description: 'Validation error.',
  }),
  po_box_needs_no_home_delivery: defineMessage<{ field: string }>({
    id: 'wizard.error.poBoxNeedsNoDelivery',
    defaultMessage:
      'A P.O. box is accepted only when there is no mail delivery to your street address: tick the box below',
    description: 'Validation error.',
  }),
  private_mailbox_not_allowed: defineMessage<{ field: string }>({
    id: 'wizard.error.privateMailbox',
    defaultMessage: 'A private mailbox (PMB) is not accepted',
    description: 'Validation error.',
  }),
  unknown_country: defineMessage<{ field: string }>({
    id: 'wizard.error.unknownCountry',
    defaultMessage: 'Choose the country from the list',
    description: 'Validation error: the answer is not one of the listed countries.',
  }),
  minor_needs_parent_or_guardian: defineMessage<{ field: string }>({
    id: 'wizard.error.minorSigner',
    defaultMessage: 'For an applicant under 18, a parent or guardian signs',
    description: 'Validation error.',
  }),
  adult_signs_for_self: defineMessage<{ field: string }>({
    id: 'wizard.error.adultSigner',
    defaultMessage: 'An adult applicant signs for themselves, or has a guardian or power of attorney',
    description: 'Validation error.',
  }),
  too_long: defineMessage<{ field: string }>({
    id: 'wizard.error.tooLong',
    defaultMessage: '“{field}” is too long',
    description: 'Validation error.',
  }),
  invalid_characters: defineMessage<{ field: string }>({
    id: 'wizard.error.invalidCharacters',
    defaultMessage: '“{field}” contains characters that cannot be used',
    description: 'Validation error.',
  }),
  fallback: defineMessage<{ field: string }>({
    id: 'wizard.error.fallback',
    defaultMessage: 'Check “{field}”',
    description: 'Validation error.',
  }),
};

/** Messages with placeholders. */
export const valueMessages = {
  optional: defineMessage<{ label: string }>({
    id: 'wizard.optional',
    defaultMessage: '{label} (optional)',
    description: 'Label of an optional question; {label} is the question.',
  }),
  printLine: defineMessage<{ line: string }>({
    id: 'wizard.print.line',
    defaultMessage: 'Line {line}',
    description: 'The W-7 line number of an answer in the print view, e.g. "Line 6c".',
  }),
};
