/**
 * The question pages of the wizard, one question group each, in the order of Form W-7. Questions
 * that do not apply to the applicant (by reason, by earlier answers) are not shown.
 */
import { useEffect, useState } from 'react';
import {
  allowedSigners,
  applicantAge,
  dependentStudentQuestionApplies,
  entryDateRequired,
  EXCEPTION_CODES,
  idExpiryRequired,
  reasonOf,
} from '../../../domain';
import { Stack } from '../../../ui';
import { visaRequired } from './flow';
import {
  ChoiceQuestion,
  CheckQuestion,
  CountryQuestion,
  DateQuestion,
  Group,
  TextQuestion,
  type Choice,
} from './fields';
import { exceptionMessages, pageMessages as p, q, wizardMessages as m } from './messages';
import { QuestionPage, usePageForm, type PageForm } from './WizardPage';

const yesNo: Choice[] = [
  { value: 'yes', label: m.yes },
  { value: 'no', label: m.no },
];

function SponsorQuestions({ form, relationship }: { form: PageForm; relationship?: boolean }) {
  return (
    <Stack gap="medium">
      {relationship && (
        <TextQuestion form={form} path="relationship" label={q.relationship} hint={q.relationshipHint} />
      )}
      <TextQuestion form={form} path="sponsor.name" label={q.sponsorName} />
      <TextQuestion form={form} path="sponsor.tin" label={q.sponsorTin} hint={q.sponsorTinHint} inputMode="numeric" />
    </Stack>
  );
}

function TreatyQuestions({ form }: { form: PageForm }) {
  return (
    <Stack gap="medium">
      <CountryQuestion form={form} path="treaty.country" label={q.treatyCountry} />
      <TextQuestion form={form} path="treaty.article" label={q.treatyArticle} />
      <ChoiceQuestion
        form={form}
        path="exception"
        label={q.exception}
        hint={q.exceptionHint}
        choices={EXCEPTION_CODES.filter((code) => /^[12]/.test(code)).map((code) => ({
          value: code,
          label: exceptionMessages[code]!,
        }))}
      />
      <TextQuestion form={form} path="other_description" label={q.otherDescription} hint={q.otherDescriptionHint} />
    </Stack>
  );
}

export function TypePage() {
  const page = usePageForm('type');
  const { form } = page;
  const { answers } = form;
  const reasonChoices: Choice[] = [
    { value: 'a', label: q.reasonA, hint: q.reasonAHint, conditional: <TreatyQuestions form={form} /> },
    { value: 'b', label: q.reasonB, hint: q.reasonBHint },
    { value: 'c', label: q.reasonC, hint: q.reasonCHint },
    {
      value: 'd',
      label: q.reasonD,
      hint: q.reasonDHint,
      conditional: <SponsorQuestions form={form} relationship />,
    },
    { value: 'e', label: q.reasonE, hint: q.reasonEHint, conditional: <SponsorQuestions form={form} /> },
    {
      value: 'f',
      label: q.reasonF,
      hint: q.reasonFHint,
      conditional: (
        <Stack gap="medium">
          <ChoiceQuestion form={form} path="treaty_claim" label={q.treatyClaim} choices={yesNo} boolean horizontal />
          {answers.treaty_claim === true && <TreatyQuestions form={form} />}
        </Stack>
      ),
    },
    {
      value: 'g',
      label: q.reasonG,
      hint: q.reasonGHint,
      conditional: (
        <ChoiceQuestion
          form={form}
          path="family_role"
          label={q.familyRole}
          choices={[
            { value: 'spouse', label: q.spouse },
            { value: 'dependent', label: q.dependent },
          ]}
          horizontal
        />
      ),
    },
    {
      value: 'h',
      label: q.reasonH,
      hint: q.reasonHHint,
      conditional: <TextQuestion form={form} path="other_description" label={q.otherDescription} />,
    },
  ];
  return (
    <QuestionPage form={page} title={form.intl.formatMessage(p.typeTitle)}>
      <ChoiceQuestion
        form={form}
        path="application_type"
        label={q.applicationType}
        choices={[
          { value: 'new', label: q.typeNew },
          { value: 'renew', label: q.typeRenew },
        ]}
      />
      <ChoiceQuestion form={form} path="reasons" label={q.reason} hint={q.reasonHint} choices={reasonChoices} list />
    </QuestionPage>
  );
}

export function NamePage() {
  const page = usePageForm('name');
  const { form } = page;
  return (
    <QuestionPage form={page} title={form.intl.formatMessage(p.nameTitle)} intro={form.intl.formatMessage(p.nameIntro)}>
      <Stack gap="medium">
        <TextQuestion form={form} path="name.first" label={q.first} autoComplete="given-name" />
        <TextQuestion form={form} path="name.middle" label={q.middle} optional autoComplete="additional-name" />
        <TextQuestion form={form} path="name.last" label={q.last} autoComplete="family-name" />
      </Stack>
      <Group legend={form.intl.formatMessage(q.birthNameLegend)}>
        <Stack gap="medium">
          <TextQuestion form={form} path="birth_name.first" label={q.birthNameFirst} optional />
          <TextQuestion form={form} path="birth_name.last" label={q.birthNameLast} optional />
        </Stack>
      </Group>
    </QuestionPage>
  );
}

export function BirthPage() {
  const page = usePageForm('birth');
  const { form } = page;
  return (
    <QuestionPage form={page} title={form.intl.formatMessage(p.birthTitle)}>
      <DateQuestion form={form} path="birth.date" label={q.birthDate} birthday />
      <CountryQuestion form={form} path="birth.country" label={q.birthCountry} />
      <TextQuestion form={form} path="birth.city_state" label={q.birthCity} optional />
      <ChoiceQuestion
        form={form}
        path="sex"
        label={q.sex}
        choices={[
          { value: 'female', label: q.female },
          { value: 'male', label: q.male },
        ]}
        horizontal
      />
      <CountryQuestion form={form} path="citizenship.0" label={q.citizenship} />
      {form.text('citizenship.0') !== '' && (
        <CountryQuestion form={form} path="citizenship.1" label={q.secondCitizenship} optional />
      )}
      <TextQuestion form={form} path="foreign_tax_id" label={q.foreignTaxId} optional />
    </QuestionPage>
  );
}

function AddressQuestions({ form, prefix, countryOnly }: { form: PageForm; prefix: string; countryOnly?: boolean }) {
  return (
    <Stack gap="medium">
      {!countryOnly && (
        <>
          <TextQuestion form={form} path={`${prefix}.street`} label={q.street} autoComplete="off" />
          <TextQuestion form={form} path={`${prefix}.city`} label={q.city} autoComplete="off" />
        </>
      )}
      <CountryQuestion form={form} path={`${prefix}.country`} label={q.country} />
    </Stack>
  );
}

export function ForeignAddressPage() {
  const page = usePageForm('foreignAddress');
  const { form } = page;
  // Reason b applicants live abroad by definition: they always give the full address.
  const mayRelocate = reasonOf(form.answers) !== 'b';
  const countryOnly = mayRelocate && form.answers.relocated_to_us === true;
  return (
    <QuestionPage
      form={page}
      title={form.intl.formatMessage(p.foreignAddressTitle)}
      intro={form.intl.formatMessage(p.foreignAddressIntro)}
    >
      {mayRelocate && <CheckQuestion form={form} path="relocated_to_us" label={q.relocated} />}
      <AddressQuestions form={form} prefix="foreign_address" countryOnly={countryOnly} />
    </QuestionPage>
  );
}

export function MailingAddressPage() {
  const page = usePageForm('mailingAddress');
  const { form } = page;
  return (
    <QuestionPage
      form={page}
      title={form.intl.formatMessage(p.mailingAddressTitle)}
      intro={form.intl.formatMessage(p.mailingAddressIntro)}
    >
      <AddressQuestions form={form} prefix="mailing_address" />
      <CheckQuestion form={form} path="mailing_no_home_delivery" label={q.noHomeDelivery} />
    </QuestionPage>
  );
}

export function VisaPage() {
  const page = usePageForm('visa');
  const { form } = page;
  const required = visaRequired(form.answers);
  // Whether there is a visa and whether the applicant has entered the U.S. are not answers of
  // their own on the form: they decide which lines are filled in.
  const [hasVisa, setHasVisa] = useState(() => (form.get('visa') !== undefined ? 'yes' : ''));
  const [entered, setEntered] = useState(() =>
    form.get('id_document.never_entered') === true ? 'no' : form.get('id_document.entry_date') ? 'yes' : '',
  );
  const visaFields = (
    <Stack gap="medium">
      <TextQuestion form={form} path="visa.type" label={q.visaType} hint={q.visaTypeHint} />
      <TextQuestion form={form} path="visa.number" label={q.visaNumber} hint={q.visaNumberHint} />
      <DateQuestion form={form} path="visa.expires" label={q.visaExpires} />
    </Stack>
  );
  const entryError = form.error('id_document.entry_date');
  // Reasons c, d and g need the date of entry: the date is asked outright, not whether there is one.
  const entryRequired = entryDateRequired(form.answers);
  const neverEntered = form.get('id_document.never_entered') === true;
  useEffect(() => {
    // An answer from an earlier reason that no longer applies would block the page unseen.
    if (entryRequired && neverEntered) form.set('id_document.never_entered', undefined);
  });
  return (
    <QuestionPage form={page} title={form.intl.formatMessage(p.visaTitle)}>
      {required ? (
        visaFields
      ) : (
        <ChoiceQuestion
          form={form}
          path="visa"
          label={q.hasVisa}
          choices={[{ ...yesNo[0]!, conditional: visaFields }, yesNo[1]!]}
          value={hasVisa}
          horizontal={false}
          onChoose={(value) => {
            setHasVisa(value);
            if (value === 'no') form.set('visa', undefined);
          }}
        />
      )}
      {entryRequired ? (
        <DateQuestion form={form} path="id_document.entry_date" label={q.entryDate} />
      ) : (
        <ChoiceQuestion
          form={form}
          path="id_document.never_entered"
          label={q.entered}
          value={entered}
          error={entered === '' ? entryError : form.error('id_document.never_entered')}
          choices={[
            {
              value: 'yes',
              label: m.yes,
              conditional: <DateQuestion form={form} path="id_document.entry_date" label={q.entryDate} />,
            },
            { value: 'no', label: m.no },
          ]}
          onChoose={(value) => {
            setEntered(value);
            form.setMany({
              'id_document.never_entered': value === 'no' ? true : undefined,
              ...(value === 'no' ? { 'id_document.entry_date': undefined } : {}),
            });
          }}
        />
      )}
    </QuestionPage>
  );
}

export function IdentityPage() {
  const page = usePageForm('identity');
  const { form } = page;
  // Another document may never expire (a civil birth certificate): its expiry date is optional.
  const expiryOptional = !idExpiryRequired(form.answers);
  const detail = (
    <Stack gap="medium">
      <TextQuestion form={form} path="id_document.issued_by" label={q.idIssuedBy} />
      <TextQuestion form={form} path="id_document.number" label={q.idNumber} />
      <DateQuestion
        form={form}
        path="id_document.expires"
        label={q.idExpires}
        hint={expiryOptional ? q.idExpiresOtherHint : undefined}
        optional={expiryOptional}
      />
    </Stack>
  );
  return (
    <QuestionPage form={page} title={form.intl.formatMessage(p.identityTitle)}>
      <ChoiceQuestion
        form={form}
        path="id_document.type"
        label={q.idType}
        choices={[
          { value: 'passport', label: q.idPassport, hint: q.idPassportHint },
          { value: 'dl_state_id', label: q.idDl },
          { value: 'uscis', label: q.idUscis },
          {
            value: 'other',
            label: q.idOther,
            conditional: <TextQuestion form={form} path="id_document.other_description" label={q.idOtherDescription} />,
          },
        ]}
      />
      {form.get('id_document.type') !== undefined && detail}
      {dependentStudentQuestionApplies(form.answers, page.today) && (
        <CheckQuestion form={form} path="dependent_is_student" label={q.dependentIsStudent} />
      )}
    </QuestionPage>
  );
}

export function PreviousPage() {
  const page = usePageForm('previous');
  const { form } = page;
  return (
    <QuestionPage form={page} title={form.intl.formatMessage(p.previousTitle)}>
      <ChoiceQuestion
        form={form}
        path="previous_tin.had"
        label={q.hadTin}
        hint={q.hadTinHint}
        choices={[
          {
            value: 'yes',
            label: m.yes,
            conditional: (
              <Stack gap="medium">
                <TextQuestion
                  form={form}
                  path="previous_tin.itin"
                  label={q.itin}
                  hint={q.itinHint}
                  inputMode="numeric"
                />
                <TextQuestion form={form} path="previous_tin.irsn" label={q.irsn} optional inputMode="numeric" />
                <Group legend={form.intl.formatMessage(q.previousName)}>
                  <Stack gap="medium">
                    <TextQuestion form={form} path="previous_tin.name.first" label={q.first} optional />
                    <TextQuestion form={form} path="previous_tin.name.last" label={q.last} optional />
                  </Stack>
                </Group>
              </Stack>
            ),
          },
          { value: 'no', label: m.no },
        ]}
      />
      <CheckQuestion form={form} path="ssn_denied" label={q.ssnDenied} />
    </QuestionPage>
  );
}

export function StayPage() {
  const page = usePageForm('stay');
  const { form } = page;
  return (
    <QuestionPage form={page} title={form.intl.formatMessage(p.stayTitle)}>
      <TextQuestion form={form} path="stay.institution" label={q.institution} />
      <TextQuestion form={form} path="stay.city_state" label={q.institutionCity} />
      <TextQuestion form={form} path="stay.length" label={q.stayLength} hint={q.stayLengthHint} />
    </QuestionPage>
  );
}

export function DeclarationPage() {
  const page = usePageForm('declaration');
  const { form } = page;
  const who = form.get('signer.who');
  // Only the people who may sign at the applicant's age are offered (all while it is unknown).
  const allowed = allowedSigners(applicantAge(form.answers, page.today));
  const choices: Choice[] = [
    { value: 'applicant', label: q.signerApplicant },
    { value: 'parent', label: q.signerParent, hint: q.signerParentHint },
    { value: 'guardian', label: q.signerGuardian },
    { value: 'power_of_attorney', label: q.signerPoa },
  ];
  return (
    <QuestionPage form={page} title={form.intl.formatMessage(p.declarationTitle)}>
      <ChoiceQuestion
        form={form}
        path="signer.who"
        label={q.signerWho}
        choices={choices.filter((choice) => (allowed as readonly string[]).includes(choice.value))}
      />
      {who !== undefined && who !== 'applicant' && <TextQuestion form={form} path="signer.name" label={q.signerName} />}
      <TextQuestion
        form={form}
        path="signer.phone"
        label={q.signerPhone}
        hint={q.signerPhoneHint}
        type="tel"
        autoComplete="tel"
      />
    </QuestionPage>
  );
}
