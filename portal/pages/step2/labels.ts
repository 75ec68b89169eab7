/** The question each answer path belongs to, to word the domain's errors ("Answer “First name”"). */
import type { MessageDescriptor } from 'react-intl';
import { q } from './messages';

const LABELS: Record<string, MessageDescriptor> = {
  application_type: q.applicationType,
  reasons: q.reason,
  relationship: q.relationship,
  'sponsor.name': q.sponsorName,
  'sponsor.tin': q.sponsorTin,
  family_role: q.familyRole,
  treaty_claim: q.treatyClaim,
  exception: q.exception,
  other_description: q.otherDescription,
  'treaty.country': q.treatyCountry,
  'treaty.article': q.treatyArticle,
  dependent_is_student: q.dependentIsStudent,
  'name.first': q.first,
  'name.middle': q.middle,
  'name.last': q.last,
  'birth_name.first': q.birthNameFirst,
  'birth_name.middle': q.middle,
  'birth_name.last': q.birthNameLast,
  'birth.date': q.birthDate,
  'birth.country': q.birthCountry,
  'birth.city_state': q.birthCity,
  sex: q.sex,
  citizenship: q.citizenship,
  'citizenship.0': q.citizenship,
  'citizenship.1': q.secondCitizenship,
  foreign_tax_id: q.foreignTaxId,
  'foreign_address.street': q.street,
  'foreign_address.city': q.city,
  'foreign_address.country': q.country,
  relocated_to_us: q.relocated,
  'mailing_address.street': q.street,
  'mailing_address.city': q.city,
  'mailing_address.country': q.country,
  mailing_no_home_delivery: q.noHomeDelivery,
  'visa.type': q.visaType,
  'visa.number': q.visaNumber,
  'visa.expires': q.visaExpires,
  'id_document.entry_date': q.entryDate,
  'id_document.never_entered': q.entered,
  'id_document.type': q.idType,
  'id_document.other_description': q.idOtherDescription,
  'id_document.issued_by': q.idIssuedBy,
  'id_document.number': q.idNumber,
  'id_document.expires': q.idExpires,
  'previous_tin.had': q.hadTin,
  'previous_tin.itin': q.itin,
  'previous_tin.irsn': q.irsn,
  'previous_tin.name.first': q.first,
  'previous_tin.name.last': q.last,
  ssn_denied: q.ssnDenied,
  'stay.institution': q.institution,
  'stay.city_state': q.institutionCity,
  'stay.length': q.stayLength,
  'signer.who': q.signerWho,
  'signer.name': q.signerName,
  'signer.phone': q.signerPhone,
};

/** The question of an answer path (the closest known parent for anything else). */
export function labelOf(path: string): MessageDescriptor {
  let key = path;
  while (key) {
    const label = LABELS[key];
    if (label) return label;
    key = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '';
  }
  return q.reason;
}
