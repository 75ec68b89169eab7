-- The application record on hosted Supabase: the same contract as the local server (server/),
-- enforced by Postgres itself. Tables and their row-level security, the status machine (a table
-- of allowed moves and a trigger that refuses every other), the functions the portal calls with
-- supabase.rpc(), the private `documents` bucket and its storage policies.
--
-- Reads run as the caller (security invoker), so row-level security decides what they see.
-- Writes run as the owner (security definer) with explicit auth.uid() checks and an empty
-- search_path. Every function of the API takes one unnamed jsonb argument: PostgREST then passes
-- the whole request body, so arguments are checked here exactly like the local server does.
-- Errors are raised with SQLSTATE 'PGRST', which PostgREST turns into the HTTP status and the
-- { code, message, details, hint } body given here.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Errors
-- ---------------------------------------------------------------------------------------------

-- The errors of the API with their HTTP status and English message (the portal words them by code).
create table private.errors (
  code text primary key,
  status integer not null,
  message text not null
);
insert into private.errors (code, status, message) values
  ('no_authorization', 401, 'This function requires a signed-in user'),
  ('reauthentication_needed', 401, 'Sign in again to confirm this action'),
  ('invalid_arguments', 400, 'The arguments are invalid'),
  ('invalid_itin', 400, 'The ITIN is not valid'),
  ('not_staff', 403, 'Only staff may call this function'),
  ('not_owner', 403, 'The object does not belong to the caller'),
  ('wrong_status', 403, 'The application is not in a status that allows this'),
  ('not_found', 404, 'Not found'),
  ('version_conflict', 409, 'The application was changed since it was read'),
  ('request_too_large', 413, 'Request body is too large'),
  ('invalid_answers', 422, 'Some answers are missing or invalid'),
  ('missing_documents', 422, 'Some required documents are missing');
grant select on private.errors to anon, authenticated, service_role;

-- Raises an API error: PostgREST answers with `status` and the body { code, message, details, hint }.
-- `details` is text, as in PostgREST: a JSON string is sent as is, anything else as JSON text.
create function private.raise_error(error_code text, details jsonb default null)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  e private.errors;
begin
  select * into e from private.errors where code = error_code;
  if not found then
    raise exception 'unknown error code %', error_code;
  end if;
  raise sqlstate 'PGRST' using
    message = json_build_object(
      'code', e.code,
      'message', e.message,
      'details', case
        when details is null or details = 'null'::jsonb then null
        when jsonb_typeof(details) = 'string' then details #>> '{}'
        else details::text
      end,
      'hint', null
    )::text,
    detail = json_build_object('status', e.status, 'headers', json_build_object())::text;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The caller
-- ---------------------------------------------------------------------------------------------

-- The signed-in user, or 401 no_authorization (a signed-out client calls with the anon key alone).
create function private.require_user()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    perform private.raise_error('no_authorization');
  end if;
  return uid;
end;
$$;

-- Staff: `app_metadata.role = 'staff'` both in the access token and on the user now, so removing
-- the role takes effect at once. Definer: it reads auth.users, which callers cannot.
create function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'staff'
    and exists (
      select 1 from auth.users u
      where u.id = auth.uid() and u.raw_app_meta_data ->> 'role' = 'staff'
    );
$$;

create function private.require_staff()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
begin
  if not private.is_staff() then
    perform private.raise_error('not_staff');
  end if;
  return uid;
end;
$$;

-- ISO 8601 in UTC with milliseconds, as the local server writes times.
create function private.iso(t timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
$$;

create function private.today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'UTC')::date;
$$;

-- The arguments object, or 400 when the body is not a JSON object.
create function private.args(body jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
begin
  if body is null or body = 'null'::jsonb then
    return '{}'::jsonb;
  end if;
  if jsonb_typeof(body) <> 'object' then
    perform private.raise_error('invalid_arguments', to_jsonb('arguments must be a JSON object'::text));
  end if;
  return body;
end;
$$;

create function private.require_version(value jsonb)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
begin
  if value is null or jsonb_typeof(value) <> 'number' or value::numeric <> trunc(value::numeric)
     or value::numeric < 0 or value::numeric > 2147483647 then
    perform private.raise_error('invalid_arguments', to_jsonb('version'::text));
  end if;
  return value::integer;
end;
$$;

create function private.require_id(value jsonb, name text default 'id')
returns uuid
language plpgsql
immutable
set search_path = ''
as $$
begin
  if value is null or jsonb_typeof(value) <> 'string'
     or (value #>> '{}') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    perform private.raise_error('invalid_arguments', to_jsonb(name));
  end if;
  return (value #>> '{}')::uuid;
end;
$$;

-- An optional text argument, trimmed; null when absent or blank; 400 when not text or too long.
create function private.optional_text(value jsonb, name text, max_length integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  t text;
begin
  if value is null or value = 'null'::jsonb then
    return null;
  end if;
  if jsonb_typeof(value) <> 'string' then
    perform private.raise_error('invalid_arguments', to_jsonb(name));
  end if;
  t := btrim(value #>> '{}', E' \t\n\r\f\v');
  if char_length(t) > max_length then
    perform private.raise_error('invalid_arguments', to_jsonb(name));
  end if;
  return nullif(t, '');
end;
$$;

-- Bodies larger than the local server accepts (256 kB) are refused the same way.
create function private.check_size(body jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if octet_length(body::text) > 256 * 1024 then
    perform private.raise_error('request_too_large');
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Reference data: statuses and their moves, document kinds, prices, settings
-- ---------------------------------------------------------------------------------------------

create table private.statuses (status text primary key, editable boolean not null);
insert into private.statuses values
  ('draft', true), ('submitted', false), ('paid', false), ('in_review', false),
  ('changes_requested', true), ('filed', false), ('itin_issued', false), ('rejected', false);

-- The only moves an application can make, each for one actor, with what it must carry.
create table private.status_transitions (
  from_status text not null references private.statuses,
  to_status text not null references private.statuses,
  actor text not null check (actor in ('applicant', 'staff', 'payment')),
  needs text check (needs in ('note', 'filed_on', 'itin')),
  primary key (from_status, to_status, actor)
);
insert into private.status_transitions values
  ('draft', 'submitted', 'applicant', null),
  ('submitted', 'paid', 'payment', null),
  ('paid', 'in_review', 'staff', null),
  ('in_review', 'changes_requested', 'staff', 'note'),
  ('changes_requested', 'in_review', 'applicant', null),
  ('in_review', 'filed', 'staff', 'filed_on'),
  ('filed', 'itin_issued', 'staff', 'itin'),
  ('filed', 'rejected', 'staff', 'note');

-- What each document kind proves (identity documents first, in the order the checklist lists them).
create table private.document_kinds (
  kind text primary key,
  position integer not null unique,
  identity_document boolean not null,
  proves_identity boolean not null,
  proves_foreign_status boolean not null,
  has_photo boolean not null,
  dependent_under integer
);
insert into private.document_kinds values
  ('passport', 1, true, true, true, true, null),
  ('uscis_photo_id', 2, true, true, true, true, null),
  ('us_visa', 3, true, true, true, true, null),
  ('us_drivers_license', 4, true, true, false, true, null),
  ('us_military_id', 5, true, true, false, true, null),
  ('foreign_drivers_license', 6, true, true, false, true, null),
  ('foreign_military_id', 7, true, true, true, true, null),
  ('national_id', 8, true, true, true, true, null),
  ('us_state_id', 9, true, true, false, true, null),
  ('foreign_voter_card', 10, true, true, true, false, null),
  ('birth_certificate_foreign', 11, true, true, true, false, null),
  ('birth_certificate_us', 12, true, true, false, false, null),
  ('medical_records_foreign', 13, true, true, true, false, 6),
  ('medical_records_us', 14, true, true, false, false, 6),
  ('school_records_foreign', 15, true, true, true, false, 24),
  ('school_records_us', 16, true, true, false, false, 24),
  ('us_bank_statement', 17, false, false, false, false, null),
  ('us_rental_statement', 18, false, false, false, false, null),
  ('us_utility_statement', 19, false, false, false, false, null),
  ('school_letter', 20, false, false, false, false, null),
  ('ssa_denial_letter', 21, false, false, false, false, null),
  ('federal_tax_return', 22, false, false, false, false, null);

-- What the site sells (the same list as server/payments/prices.ts).
create table private.prices (
  button_id text primary key,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null,
  item_name text not null
);
insert into private.prices values ('ITINBRIDGE-COMPLETE-1250', 125000, 'USD', 'ITIN Complete Package');

-- Where the portal and the payment page live (set per project after `supabase db push`).
create table private.settings (key text primary key, value text not null);
insert into private.settings values
  ('site_url', 'http://127.0.0.1:4173'),
  ('checkout_url', 'http://127.0.0.1:4173/checkout'),
  ('package_button_id', 'ITINBRIDGE-COMPLETE-1250');

grant select on private.statuses, private.status_transitions, private.document_kinds, private.prices,
  private.settings to authenticated, service_role;

create function private.setting(name text)
returns text
language sql
stable
set search_path = ''
as $$
  select value from private.settings where key = name;
$$;

-- ---------------------------------------------------------------------------------------------
-- Answers: shape (the port of domain/answers.ts parseAnswers)
-- ---------------------------------------------------------------------------------------------

-- The country codes of domain/countries.ts (ISO 3166-1 alpha-2, and XK for Kosovo); a test compares them.
create function private.country_codes()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE',
    'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD',
    'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM',
    'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
    'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
    'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN',
    'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME',
    'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
    'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM',
    'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI',
    'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK',
    'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
    'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW'
  ]::text[];
$$;

create function private.is_country_code(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(value = any (private.country_codes()), false);
$$;

-- The shape of every answer, the same JSON as ANSWERS_SPEC in domain/answers.ts (a test compares them).
create function private.answers_spec()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select $spec${"t":"object","fields":{
    "application_type":{"t":"enum","values":["new","renew"]},
    "reasons":{"t":"list","of":{"t":"enum","values":["a","b","c","d","e","f","g","h"]},"max":8},
    "relationship":{"t":"text","max":100},
    "sponsor":{"t":"object","fields":{"name":{"t":"text","max":200},"tin":{"t":"text","max":11}}},
    "family_role":{"t":"enum","values":["spouse","dependent"]},
    "treaty_claim":{"t":"bool"},
    "exception":{"t":"enum","values":["1a","1b","1c","1d","2a","2b","2c","2d","3","4","5"]},
    "other_description":{"t":"text","max":200},
    "treaty":{"t":"object","fields":{"country":{"t":"country"},"article":{"t":"text","max":50}}},
    "name":{"t":"object","fields":{"first":{"t":"text","max":100},"middle":{"t":"text","max":100},"last":{"t":"text","max":100}}},
    "birth_name":{"t":"object","fields":{"first":{"t":"text","max":100},"middle":{"t":"text","max":100},"last":{"t":"text","max":100}}},
    "mailing_address":{"t":"object","fields":{"street":{"t":"text","max":200},"city":{"t":"text","max":100},"state":{"t":"text","max":100},"postal_code":{"t":"text","max":20},"country":{"t":"country"}}},
    "mailing_no_home_delivery":{"t":"bool"},
    "foreign_address":{"t":"object","fields":{"street":{"t":"text","max":200},"city":{"t":"text","max":100},"state":{"t":"text","max":100},"postal_code":{"t":"text","max":20},"country":{"t":"country"}}},
    "relocated_to_us":{"t":"bool"},
    "birth":{"t":"object","fields":{"date":{"t":"date"},"country":{"t":"country"},"city_state":{"t":"text","max":100}}},
    "sex":{"t":"enum","values":["male","female"]},
    "citizenship":{"t":"list","of":{"t":"country"},"max":5},
    "foreign_tax_id":{"t":"text","max":50},
    "visa":{"t":"object","fields":{"type":{"t":"text","max":50},"number":{"t":"text","max":50},"expires":{"t":"date"}}},
    "id_document":{"t":"object","fields":{"type":{"t":"enum","values":["passport","dl_state_id","uscis","other"]},"other_description":{"t":"text","max":100},"issued_by":{"t":"text","max":100},"number":{"t":"text","max":50},"expires":{"t":"date"},"entry_date":{"t":"date"},"never_entered":{"t":"bool"}}},
    "previous_tin":{"t":"object","fields":{"had":{"t":"enum","values":["no","yes"]},"itin":{"t":"text","max":11},"irsn":{"t":"text","max":11},"name":{"t":"object","fields":{"first":{"t":"text","max":100},"middle":{"t":"text","max":100},"last":{"t":"text","max":100}}}}},
    "stay":{"t":"object","fields":{"institution":{"t":"text","max":200},"city_state":{"t":"text","max":100},"length":{"t":"text","max":50}}},
    "dependent_is_student":{"t":"bool"},
    "ssn_denied":{"t":"bool"},
    "signer":{"t":"object","fields":{"who":{"t":"enum","values":["applicant","parent","guardian","power_of_attorney"]},"name":{"t":"text","max":200},"phone":{"t":"text","max":30}}}
  }}$spec$::jsonb;
$$;

-- Whether `value` is a real calendar date written YYYY-MM-DD.
create function private.is_iso_date(value text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  y integer;
  m integer;
  d integer;
begin
  if value is null or value !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    return false;
  end if;
  y := substr(value, 1, 4)::integer;
  m := substr(value, 6, 2)::integer;
  d := substr(value, 9, 2)::integer;
  if m < 1 or m > 12 or d < 1 then
    return false;
  end if;
  return d <= (array[31, case when y % 4 = 0 and (y % 100 <> 0 or y % 400 = 0) then 29 else 28 end,
    31, 30, 31, 30, 31, 31, 30, 31, 30, 31])[m];
end;
$$;

-- Cleans one value against its spec: { "v": cleaned value (absent when empty), "e": [errors] }.
create function private.clean_value(value jsonb, spec jsonb, path text)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  errors jsonb := '[]'::jsonb;
  t text;
  out_value jsonb;
  item record;
  child jsonb;
  child_path text;
  i integer;
begin
  -- null and the empty string both mean "not answered".
  if value is null or value = 'null'::jsonb or value = '""'::jsonb then
    return jsonb_build_object('e', errors);
  end if;
  case spec ->> 't'
    when 'text' then
      if jsonb_typeof(value) <> 'string' then
        return jsonb_build_object('e', jsonb_build_array(jsonb_build_object('path', path, 'code', 'not_text')));
      end if;
      t := regexp_replace(value #>> '{}', '^[\s\u00a0\ufeff]+|[\s\u00a0\ufeff]+$', '', 'g');
      if t ~ '[\x01-\x1f\x7f]' then
        return jsonb_build_object('e', jsonb_build_array(jsonb_build_object('path', path, 'code', 'invalid_characters')));
      end if;
      if char_length(t) > coalesce((spec ->> 'max')::integer, 200) then
        return jsonb_build_object('e', jsonb_build_array(jsonb_build_object('path', path, 'code', 'too_long')));
      end if;
      if t = '' then
        return jsonb_build_object('e', errors);
      end if;
      return jsonb_build_object('v', to_jsonb(t), 'e', errors);
    when 'country' then
      if jsonb_typeof(value) <> 'string' then
        return jsonb_build_object('e', jsonb_build_array(jsonb_build_object('path', path, 'code', 'not_text')));
      end if;
      t := regexp_replace(value #>> '{}', '^[\s\u00a0\ufeff]+|[\s\u00a0\ufeff]+$', '', 'g');
      if t = '' then
        return jsonb_build_object('e', errors);
      end if;
      if not private.is_country_code(t) then
        return jsonb_build_object('e', jsonb_build_array(jsonb_build_object('path', path, 'code', 'unknown_country')));
      end if;
      return jsonb_build_object('v', to_jsonb(t), 'e', errors);
    when 'date' then
      if jsonb_typeof(value) <> 'string' or not private.is_iso_date(value #>> '{}') then
        return jsonb_build_object('e', jsonb_build_array(jsonb_build_object('path', path, 'code', 'invalid_date')));
      end if;
      return jsonb_build_object('v', value, 'e', errors);
    when 'bool' then
      if jsonb_typeof(value) <> 'boolean' then
        return jsonb_build_object('e', jsonb_build_array(jsonb_build_object('path', path, 'code', 'not_boolean')));
      end if;
      return jsonb_build_object('v', value, 'e', errors);
    when 'enum' then
      if jsonb_typeof(value) <> 'string' or not (spec -> 'values') @> jsonb_build_array(value) then
        return jsonb_build_object('e', jsonb_build_array(jsonb_build_object('path', path, 'code', 'invalid_choice')));
      end if;
      return jsonb_build_object('v', value, 'e', errors);
    when 'list' then
      if jsonb_typeof(value) <> 'array' then
        return jsonb_build_object('e', jsonb_build_array(jsonb_build_object('path', path, 'code', 'not_list')));
      end if;
      if jsonb_array_length(value) > (spec ->> 'max')::integer then
        return jsonb_build_object('e', jsonb_build_array(jsonb_build_object('path', path, 'code', 'too_many')));
      end if;
      out_value := '[]'::jsonb;
      for i in 0 .. jsonb_array_length(value) - 1 loop
        child := private.clean_value(value -> i, spec -> 'of', path || '.' || i);
        errors := errors || (child -> 'e');
        if child ? 'v' then
          out_value := out_value || jsonb_build_array(child -> 'v');
        end if;
      end loop;
      if jsonb_array_length(out_value) = 0 then
        return jsonb_build_object('e', errors);
      end if;
      return jsonb_build_object('v', out_value, 'e', errors);
    when 'object' then
      if jsonb_typeof(value) <> 'object' then
        return jsonb_build_object('e', jsonb_build_array(jsonb_build_object('path', path, 'code', 'not_object')));
      end if;
      out_value := '{}'::jsonb;
      for item in select key, v from jsonb_each(value) as e(key, v) loop
        child_path := case when path = '' then item.key else path || '.' || item.key end;
        if not (spec -> 'fields') ? item.key then
          errors := errors || jsonb_build_array(jsonb_build_object('path', child_path, 'code', 'unknown_field'));
          continue;
        end if;
        child := private.clean_value(item.v, spec -> 'fields' -> item.key, child_path);
        errors := errors || (child -> 'e');
        if child ? 'v' then
          out_value := out_value || jsonb_build_object(item.key, child -> 'v');
        end if;
      end loop;
      if out_value = '{}'::jsonb then
        return jsonb_build_object('e', errors);
      end if;
      return jsonb_build_object('v', out_value, 'e', errors);
    else
      raise exception 'unknown spec type %', spec ->> 't';
  end case;
end;
$$;

-- parseAnswers: { "answers": cleaned answers ({} when there are errors), "errors": [{ path, code }] }.
create function private.parse_answers(input jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  result jsonb;
begin
  if input is null or jsonb_typeof(input) <> 'object' then
    return jsonb_build_object('answers', '{}'::jsonb, 'errors', '[{"path":"","code":"not_object"}]'::jsonb);
  end if;
  result := private.clean_value(input, private.answers_spec(), '');
  if jsonb_array_length(result -> 'e') > 0 then
    return jsonb_build_object('answers', '{}'::jsonb, 'errors', result -> 'e');
  end if;
  return jsonb_build_object('answers', coalesce(result -> 'v', '{}'::jsonb), 'errors', '[]'::jsonb);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Answers: the rules of a complete application (port of domain/validate.ts and identifiers.ts)
-- ---------------------------------------------------------------------------------------------

create function private.tin_digits(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when m is null then null else m[1] || m[2] || m[3] end
  from (select regexp_match(btrim(value, E' \t\n\r\f\v'), '^([0-9]{3})-?([0-9]{2})-?([0-9]{4})$') as m) s;
$$;

create function private.is_valid_itin(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(d is not null and left(d, 1) = '9' and (
    substr(d, 4, 2)::integer between 50 and 65 or substr(d, 4, 2)::integer between 70 and 88
    or substr(d, 4, 2)::integer between 90 and 92 or substr(d, 4, 2)::integer between 94 and 99), false)
  from (select private.tin_digits(value) as d) s;
$$;

create function private.is_valid_ssn(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(d is not null and left(d, 3) not in ('000', '666') and left(d, 1) <> '9'
    and substr(d, 4, 2) <> '00' and substr(d, 6) <> '0000', false)
  from (select private.tin_digits(value) as d) s;
$$;

create function private.format_tin(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when d is null then null else substr(d, 1, 3) || '-' || substr(d, 4, 2) || '-' || substr(d, 6) end
  from (select private.tin_digits(value) as d) s;
$$;

create function private.age_on(birth text, today date)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when birth is null then null else
    extract(year from today)::integer - substr(birth, 1, 4)::integer
    - case when extract(month from today)::integer > substr(birth, 6, 2)::integer
        or (extract(month from today)::integer = substr(birth, 6, 2)::integer
            and extract(day from today)::integer >= substr(birth, 9, 2)::integer)
      then 0 else 1 end
  end;
$$;

create function private.reason_of(answers jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(answers -> 'reasons') = 'array' and jsonb_array_length(answers -> 'reasons') = 1
    then answers -> 'reasons' ->> 0 end;
$$;

create function private.is_dependent(answers jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(private.reason_of(answers) = 'd'
    or (private.reason_of(answers) = 'g' and answers ->> 'family_role' = 'dependent'), false);
$$;

create function private.is_visa_exempt(answers jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select exists (
    select 1 from jsonb_array_elements_text(coalesce(answers -> 'citizenship', '[]'::jsonb)) c
    where c in ('CA', 'MX', 'BM')
  );
$$;

create function private.is_po_box(street text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(street ~* '(^|[^[:alnum:]_])(p\.?\s*o\.?\s*box|post\s+office\s+box|postal\s+box|apartado\s+postal|caixa\s+postal|postfach)($|[^[:alnum:]_])', false);
$$;

create function private.is_private_mailbox(street text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(street ~* '(^|[^[:alnum:]_])(pmb|private\s+mail\s*box)($|[^[:alnum:]_])', false);
$$;

-- validateForSubmit: the errors of a complete application, in the same order as domain/validate.ts.
create function private.validate_for_submit(a jsonb, today date)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  e jsonb := '[]'::jsonb;
  reason text := private.reason_of(a);
  age integer := private.age_on(a #>> '{birth,date}', today);
  today_text text := to_char(today, 'YYYY-MM-DD');
  claims_treaty boolean;
  country text;
  country_only boolean;
  birth_date text := a #>> '{birth,date}';
  entry_date text := a #>> '{id_document,entry_date}';
  entry_required boolean;
  who text := a #>> '{signer,who}';
  tin text := a #>> '{sponsor,tin}';
  prefix text;
  street text;
  i integer;
  c text;
begin
  -- Header: application type and exactly one reason box.
  if a ->> 'application_type' is null then e := e || '[{"path":"application_type","code":"required"}]'; end if;
  if coalesce(jsonb_array_length(a -> 'reasons'), 0) = 0 then
    e := e || '[{"path":"reasons","code":"required"}]';
  elsif jsonb_array_length(a -> 'reasons') > 1 then
    e := e || '[{"path":"reasons","code":"exactly_one"}]';
  end if;
  if a ->> 'application_type' = 'renew' then
    if (a #>> '{previous_tin,had}') is distinct from 'yes' then
      e := e || '[{"path":"previous_tin.had","code":"renewal_requires_previous_itin"}]';
    end if;
    if a #>> '{previous_tin,itin}' is null then e := e || '[{"path":"previous_tin.itin","code":"required"}]'; end if;
  end if;

  -- Reason details.
  if reason = 'd' and a ->> 'relationship' is null then
    e := e || '[{"path":"relationship","code":"required"}]';
  end if;
  if reason in ('d', 'e') then
    if a #>> '{sponsor,name}' is null then e := e || '[{"path":"sponsor.name","code":"required"}]'; end if;
    if tin is null then
      e := e || '[{"path":"sponsor.tin","code":"required"}]';
    elsif not private.is_valid_ssn(tin) and not private.is_valid_itin(tin) then
      e := e || '[{"path":"sponsor.tin","code":"invalid_tin"}]';
    end if;
  end if;
  if reason = 'g' and a ->> 'family_role' is null then e := e || '[{"path":"family_role","code":"required"}]'; end if;
  claims_treaty := coalesce(reason = 'a' or (reason = 'f' and a -> 'treaty_claim' = 'true'::jsonb), false);
  if claims_treaty then
    if a ->> 'exception' is null then
      e := e || '[{"path":"exception","code":"required"}]';
    elsif a ->> 'exception' !~ '^[12]' then
      e := e || '[{"path":"exception","code":"treaty_exception_required"}]';
    end if;
    if a #>> '{treaty,article}' is null then e := e || '[{"path":"treaty.article","code":"required"}]'; end if;
    country := a #>> '{treaty,country}';
    if country is null then
      e := e || '[{"path":"treaty.country","code":"required"}]';
    elsif not private.is_country_code(country) then
      e := e || '[{"path":"treaty.country","code":"unknown_country"}]';
    elsif a #>> '{foreign_address,country}' is not null and country <> a #>> '{foreign_address,country}' then
      e := e || '[{"path":"treaty.country","code":"treaty_country_mismatch"}]';
    end if;
  end if;
  if (reason = 'h' or claims_treaty) and a ->> 'other_description' is null then
    e := e || '[{"path":"other_description","code":"required"}]';
  end if;

  -- Line 1: name.
  if a #>> '{name,first}' is null then e := e || '[{"path":"name.first","code":"required"}]'; end if;
  if a #>> '{name,last}' is null then e := e || '[{"path":"name.last","code":"required"}]'; end if;

  -- Lines 2 and 3: addresses.
  country_only := coalesce(a -> 'relocated_to_us' = 'true'::jsonb and reason is distinct from 'b', false);
  foreach prefix in array array['mailing_address', 'foreign_address'] loop
    if prefix = 'mailing_address' or not country_only then
      if a #>> array[prefix, 'street'] is null then
        e := e || jsonb_build_array(jsonb_build_object('path', prefix || '.street', 'code', 'required'));
      end if;
      if a #>> array[prefix, 'city'] is null then
        e := e || jsonb_build_array(jsonb_build_object('path', prefix || '.city', 'code', 'required'));
      end if;
    end if;
    country := a #>> array[prefix, 'country'];
    if country is null then
      e := e || jsonb_build_array(jsonb_build_object('path', prefix || '.country', 'code', 'required'));
    elsif not private.is_country_code(country) then
      e := e || jsonb_build_array(jsonb_build_object('path', prefix || '.country', 'code', 'unknown_country'));
    end if;
    street := a #>> array[prefix, 'street'];
    if prefix = 'mailing_address' then
      if private.is_private_mailbox(street) then
        e := e || '[{"path":"mailing_address.street","code":"private_mailbox_not_allowed"}]';
      elsif private.is_po_box(street) and a -> 'mailing_no_home_delivery' is distinct from 'true'::jsonb then
        e := e || '[{"path":"mailing_address.street","code":"po_box_needs_no_home_delivery"}]';
      end if;
    elsif private.is_po_box(street) then
      e := e || '[{"path":"foreign_address.street","code":"po_box_not_allowed"}]';
    end if;
  end loop;

  -- Line 4: birth.
  if birth_date is null then
    e := e || '[{"path":"birth.date","code":"required"}]';
  elsif birth_date > today_text then
    e := e || '[{"path":"birth.date","code":"in_future"}]';
  elsif birth_date < '1900-01-01' then
    e := e || '[{"path":"birth.date","code":"too_early"}]';
  end if;
  if a #>> '{birth,country}' is null then
    e := e || '[{"path":"birth.country","code":"required"}]';
  elsif not private.is_country_code(a #>> '{birth,country}') then
    e := e || '[{"path":"birth.country","code":"unknown_country"}]';
  end if;

  -- Line 5.
  if a ->> 'sex' is null then e := e || '[{"path":"sex","code":"required"}]'; end if;

  -- Line 6a: countries of citizenship.
  if coalesce(jsonb_array_length(a -> 'citizenship'), 0) = 0 then
    e := e || '[{"path":"citizenship","code":"required"}]';
  else
    for i in 0 .. jsonb_array_length(a -> 'citizenship') - 1 loop
      c := a -> 'citizenship' ->> i;
      if not private.is_country_code(c) then
        e := e || jsonb_build_array(jsonb_build_object('path', 'citizenship.' || i, 'code', 'unknown_country'));
      end if;
    end loop;
  end if;

  -- Line 6c: visa (all three parts together; reason f needs one unless visa-exempt).
  if (reason = 'f' and not private.is_visa_exempt(a)) or a ? 'visa' then
    if a #>> '{visa,type}' is null then e := e || '[{"path":"visa.type","code":"required"}]'; end if;
    if a #>> '{visa,number}' is null then e := e || '[{"path":"visa.number","code":"required"}]'; end if;
    if a #>> '{visa,expires}' is null then e := e || '[{"path":"visa.expires","code":"required"}]'; end if;
  end if;

  -- Line 6d: identification document and date of entry.
  if a #>> '{id_document,type}' is null then e := e || '[{"path":"id_document.type","code":"required"}]'; end if;
  if a #>> '{id_document,type}' = 'other' and a #>> '{id_document,other_description}' is null then
    e := e || '[{"path":"id_document.other_description","code":"required"}]';
  end if;
  if a #>> '{id_document,issued_by}' is null then e := e || '[{"path":"id_document.issued_by","code":"required"}]'; end if;
  if a #>> '{id_document,number}' is null then e := e || '[{"path":"id_document.number","code":"required"}]'; end if;
  -- The expiry date is optional for another document (a civil birth certificate never expires).
  if a #>> '{id_document,expires}' is not null then
    if a #>> '{id_document,expires}' < today_text then
      e := e || '[{"path":"id_document.expires","code":"expired"}]';
    end if;
  elsif a #>> '{id_document,type}' is distinct from 'other' then
    e := e || '[{"path":"id_document.expires","code":"required"}]';
  end if;
  entry_required := coalesce(reason in ('c', 'd', 'g'), false);
  if entry_date is not null then
    if a #> '{id_document,never_entered}' = 'true'::jsonb then
      e := e || '[{"path":"id_document.never_entered","code":"conflicts_with_entry_date"}]';
    end if;
    if entry_date > today_text then
      e := e || '[{"path":"id_document.entry_date","code":"in_future"}]';
    elsif birth_date is not null and entry_date < birth_date then
      e := e || '[{"path":"id_document.entry_date","code":"before_birth"}]';
    end if;
  elsif entry_required then
    e := e || '[{"path":"id_document.entry_date","code":"required"}]';
  elsif a #> '{id_document,never_entered}' is distinct from 'true'::jsonb then
    e := e || '[{"path":"id_document.entry_date","code":"entry_date_or_never_entered"}]';
  end if;

  -- Lines 6e and 6f: earlier ITIN or IRSN.
  if a #>> '{previous_tin,had}' is null then
    e := e || '[{"path":"previous_tin.had","code":"required"}]';
  elsif a #>> '{previous_tin,had}' = 'yes' then
    if a #>> '{previous_tin,itin}' is null and a #>> '{previous_tin,irsn}' is null then
      e := e || '[{"path":"previous_tin.itin","code":"required"}]';
    end if;
    if a #>> '{previous_tin,itin}' is not null and not private.is_valid_itin(a #>> '{previous_tin,itin}') then
      e := e || '[{"path":"previous_tin.itin","code":"invalid_itin"}]';
    end if;
    if a #>> '{previous_tin,irsn}' is not null and private.tin_digits(a #>> '{previous_tin,irsn}') is null then
      e := e || '[{"path":"previous_tin.irsn","code":"invalid_irsn"}]';
    end if;
  end if;

  -- Line 6g: school or company for students, professors and researchers.
  if reason = 'f' then
    if a #>> '{stay,institution}' is null then e := e || '[{"path":"stay.institution","code":"required"}]'; end if;
    if a #>> '{stay,city_state}' is null then e := e || '[{"path":"stay.city_state","code":"required"}]'; end if;
    if a #>> '{stay,length}' is null then e := e || '[{"path":"stay.length","code":"required"}]'; end if;
  end if;

  -- Signature: who may sign for whom.
  if who is null then
    e := e || '[{"path":"signer.who","code":"required"}]';
  else
    if age is not null and age < 18 and who not in ('parent', 'guardian') then
      e := e || '[{"path":"signer.who","code":"minor_needs_parent_or_guardian"}]';
    end if;
    if age is not null and age >= 18 and who = 'parent' then
      e := e || '[{"path":"signer.who","code":"adult_signs_for_self"}]';
    end if;
    if who <> 'applicant' and a #>> '{signer,name}' is null then
      e := e || '[{"path":"signer.name","code":"required"}]';
    end if;
  end if;
  if a #>> '{signer,phone}' is null then e := e || '[{"path":"signer.phone","code":"required"}]'; end if;

  return e;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The document checklist (port of domain/checklist.ts and documents.ts)
-- ---------------------------------------------------------------------------------------------

create function private.residency_proof_kinds(age integer)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case
    when age < 6 then array['medical_records_us', 'school_records_us', 'us_state_id', 'us_visa']
    when age < 18 then array['school_records_us', 'us_state_id', 'us_drivers_license', 'us_visa']
    else array['school_records_us', 'us_state_id', 'us_drivers_license', 'us_visa', 'us_bank_statement',
      'us_rental_statement', 'us_utility_statement']
  end;
$$;

-- The id of the first document (in upload order) of one of `accepts`, other than `except_id`.
create function private.first_document(documents jsonb, accepts text[], except_id text default null)
returns text
language sql
immutable
set search_path = ''
as $$
  select d ->> 'id'
  from jsonb_array_elements(documents) with ordinality as x(d, n)
  where d ->> 'kind' = any(accepts) and (except_id is null or d ->> 'id' <> except_id)
  order by n
  limit 1;
$$;

-- computeChecklist: the requirements of these answers, each matched to an uploaded document.
-- `uploaded` is [{ id, kind, review_status }] in upload order.
create function private.compute_checklist(answers jsonb, uploaded jsonb, today date)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  items jsonb := '[]'::jsonb;
  documents jsonb;
  age integer := private.age_on(answers #>> '{birth,date}', today);
  dependent boolean := private.is_dependent(answers);
  reason text := private.reason_of(answers);
  foreign_kinds text[];
  identity_kinds text[];
  photo_kinds text[];
  foreign_doc text;
  accepts text[];
  band text;
begin
  -- Documents a reviewer flagged do not count.
  select coalesce(jsonb_agg(d order by n), '[]'::jsonb) into documents
  from jsonb_array_elements(coalesce(uploaded, '[]'::jsonb)) with ordinality as x(d, n)
  where d ->> 'review_status' is distinct from 'needs_attention';

  -- Records accepted only for young dependents count only when the applicant is one.
  select
    coalesce(array_agg(kind order by position) filter (where proves_foreign_status), '{}'),
    coalesce(array_agg(kind order by position) filter (where proves_identity), '{}'),
    coalesce(array_agg(kind order by position) filter (where has_photo), '{}')
  into foreign_kinds, identity_kinds, photo_kinds
  from private.document_kinds
  where identity_document
    and (dependent_under is null or (dependent and age is not null and age < dependent_under));

  if answers #>> '{id_document,type}' = 'passport' then
    items := items || jsonb_build_array(jsonb_build_object('kind', 'passport', 'required', true,
      'satisfied_by', private.first_document(documents, array['passport']),
      'reason', case when dependent then 'passport_with_us_entry_date' else 'passport_stands_alone' end,
      'accepts', jsonb_build_array('passport')));
  else
    -- Without a passport: two documents that together prove identity and foreign status, one with
    -- a photo (not for young dependents), and a birth certificate under 18.
    foreign_doc := private.first_document(documents, foreign_kinds);
    items := items || jsonb_build_array(
      jsonb_build_object('kind', 'foreign_status_document', 'required', true, 'satisfied_by', foreign_doc,
        'reason', 'two_documents_foreign_status', 'accepts', to_jsonb(foreign_kinds)),
      jsonb_build_object('kind', 'identity_document', 'required', true,
        'satisfied_by', private.first_document(documents, identity_kinds, foreign_doc),
        'reason', 'two_documents_identity', 'accepts', to_jsonb(identity_kinds)));
    if not (dependent and age is not null
            and (age < 14 or (age < 18 and coalesce(answers -> 'dependent_is_student' = 'true'::jsonb, false)))) then
      items := items || jsonb_build_array(jsonb_build_object('kind', 'photo_id', 'required', true,
        'satisfied_by', private.first_document(documents, photo_kinds), 'reason', 'one_photo_id',
        'accepts', to_jsonb(photo_kinds)));
    end if;
    if age is not null and age < 18 then
      accepts := array['birth_certificate_foreign', 'birth_certificate_us'];
      items := items || jsonb_build_array(jsonb_build_object('kind', 'birth_certificate', 'required', true,
        'satisfied_by', private.first_document(documents, accepts), 'reason', 'under_18_without_passport',
        'accepts', to_jsonb(accepts)));
    end if;
  end if;

  if reason = 'd' then
    band := case
      when age is null or age >= 18 then 'dependent_residency_18_plus'
      when age < 6 then 'dependent_residency_under_6'
      else 'dependent_residency_6_to_17' end;
    accepts := private.residency_proof_kinds(coalesce(age, 18));
    items := items || jsonb_build_array(jsonb_build_object('kind', 'us_residency_proof', 'required', true,
      'satisfied_by', private.first_document(documents, accepts), 'reason', band, 'accepts', to_jsonb(accepts)));
  end if;
  if reason = 'f' then
    if not private.is_visa_exempt(answers) then
      items := items || jsonb_build_array(jsonb_build_object('kind', 'us_visa', 'required', true,
        'satisfied_by', private.first_document(documents, array['us_visa']), 'reason', 'student_visa',
        'accepts', '["us_visa"]'::jsonb));
    end if;
    items := items || jsonb_build_array(jsonb_build_object('kind', 'school_letter', 'required', true,
      'satisfied_by', private.first_document(documents, array['school_letter']), 'reason', 'student_school_letter',
      'accepts', '["school_letter"]'::jsonb));
  end if;
  if reason = 'g' then
    items := items || jsonb_build_array(jsonb_build_object('kind', 'us_visa', 'required', true,
      'satisfied_by', private.first_document(documents, array['us_visa']), 'reason', 'visa_holder_visa',
      'accepts', '["us_visa"]'::jsonb));
  end if;
  if answers -> 'ssn_denied' = 'true'::jsonb then
    items := items || jsonb_build_array(jsonb_build_object('kind', 'ssa_denial_letter', 'required', true,
      'satisfied_by', private.first_document(documents, array['ssa_denial_letter']), 'reason', 'ssn_denied',
      'accepts', '["ssa_denial_letter"]'::jsonb));
  end if;
  if reason is not null and answers ->> 'exception' is null and reason <> 'a' then
    items := items || jsonb_build_array(jsonb_build_object('kind', 'federal_tax_return', 'required', true,
      'satisfied_by', private.first_document(documents, array['federal_tax_return']),
      'reason', 'tax_return_attached', 'accepts', '["federal_tax_return"]'::jsonb));
  end if;
  return items;
end;
$$;

create function private.missing_documents(checklist jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_agg(i -> 'kind' order by n), '[]'::jsonb)
  from jsonb_array_elements(checklist) with ordinality as x(i, n)
  where (i -> 'required') = 'true'::jsonb and (i -> 'satisfied_by') = 'null'::jsonb;
$$;

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.applications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  status text not null default 'draft' references private.statuses,
  version integer not null default 1 check (version >= 1),
  answers jsonb not null default '{}'::jsonb
    check (jsonb_typeof(answers) = 'object' and octet_length(answers::text) <= 256 * 1024),
  status_note text check (char_length(status_note) <= 2000),
  filed_on date,
  itin text check (itin ~ '^9[0-9]{2}-[0-9]{2}-[0-9]{4}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  submitted_at timestamptz
);
create index applications_status on public.applications (status, updated_at);

create table public.application_documents (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  kind text not null references private.document_kinds,
  object_path text not null unique,
  file_name text not null check (char_length(file_name) between 1 and 255),
  review_status text not null default 'pending' check (review_status in ('pending', 'accepted', 'needs_attention')),
  review_note text check (char_length(review_note) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index application_documents_application on public.application_documents (application_id, created_at);

create table public.application_events (
  id bigint generated always as identity primary key,
  application_id uuid not null references public.applications (id) on delete cascade,
  type text not null check (type in ('status', 'document_review')),
  from_status text,
  to_status text,
  actor text not null check (actor in ('applicant', 'staff', 'payment')),
  actor_id uuid,
  document_id uuid,
  note text,
  created_at timestamptz not null default now()
);
create index application_events_application on public.application_events (application_id, id);

create table public.application_payments (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  transaction_id text not null unique check (transaction_id ~ '^[A-Za-z0-9_-]{1,100}$'),
  amount_cents integer not null,
  currency text not null,
  status text not null check (status = 'completed'),
  created_at timestamptz not null default now()
);
create index application_payments_application on public.application_payments (application_id, created_at);

-- Names of stored objects whose owner deleted the account: the database cannot remove files
-- (Storage does), so they wait here for a service-role sweep through the Storage API.
create table private.object_purge (
  bucket_id text not null,
  name text not null,
  queued_at timestamptz not null default now(),
  primary key (bucket_id, name)
);

-- Nobody writes the tables directly: signed-in users read them under row-level security, and
-- change them only through the functions below.
revoke all on public.applications, public.application_documents, public.application_events,
  public.application_payments from anon, authenticated, service_role;
grant select on public.applications, public.application_documents, public.application_events,
  public.application_payments to authenticated;
grant select on public.applications, public.application_documents, public.application_events,
  public.application_payments to service_role;

-- ---------------------------------------------------------------------------------------------
-- The status machine, enforced on every write
-- ---------------------------------------------------------------------------------------------

-- Refuses any status move that is not in private.status_transitions for the acting party (set by
-- the function making the move), any change of answers outside draft and changes_requested, and
-- appends the status event of every move.
create function private.applications_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  acting text := nullif(current_setting('itin.actor', true), '');
begin
  if tg_op = 'INSERT' then
    if new.status <> 'draft' then
      perform private.raise_error('wrong_status', jsonb_build_object('status', new.status));
    end if;
    return new;
  end if;
  if new.answers is distinct from old.answers
     and not (select editable from private.statuses where status = old.status) then
    perform private.raise_error('wrong_status', jsonb_build_object('status', old.status));
  end if;
  if new.user_id <> old.user_id or new.id <> old.id then
    perform private.raise_error('invalid_arguments', to_jsonb('id'::text));
  end if;
  if new.status <> old.status then
    if acting is null or not exists (
      select 1 from private.status_transitions t
      where t.from_status = old.status and t.to_status = new.status and t.actor = acting
    ) then
      perform private.raise_error('wrong_status', jsonb_build_object('from', old.status, 'to', new.status));
    end if;
  end if;
  return new;
end;
$$;

create trigger applications_guard
  before insert or update on public.applications
  for each row execute function private.applications_guard();

create function private.applications_log_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  insert into public.application_events (application_id, type, from_status, to_status, actor, actor_id, note)
  values (new.id, 'status', old.status, new.status, current_setting('itin.actor', true), auth.uid(), new.status_note);
  return null;
end;
$$;

create trigger applications_log_status
  after update of status on public.applications
  for each row when (old.status is distinct from new.status)
  execute function private.applications_log_status();

-- Documents are added and removed only while the application is editable; reviews may change.
create function private.documents_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  app_status text;
begin
  select status into app_status from public.applications
  where id = case when tg_op = 'INSERT' then new.application_id else old.application_id end;
  -- The application itself is being deleted (account deletion): its documents go with it.
  if tg_op = 'DELETE' and app_status is null then
    return old;
  end if;
  if tg_op = 'UPDATE' then
    if new.kind = old.kind and new.object_path = old.object_path and new.file_name = old.file_name
       and new.application_id = old.application_id then
      return new;
    end if;
  end if;
  if app_status is null or not (select editable from private.statuses where status = app_status) then
    perform private.raise_error('wrong_status', jsonb_build_object('status', app_status));
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger documents_guard
  before insert or update or delete on public.application_documents
  for each row execute function private.documents_guard();

-- ---------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------

alter table public.applications enable row level security;
alter table public.application_documents enable row level security;
alter table public.application_events enable row level security;
alter table public.application_payments enable row level security;

create policy applications_owner_read on public.applications
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy applications_staff_read on public.applications
  for select to authenticated
  using ((select private.is_staff()));

create policy application_documents_owner_read on public.application_documents
  for select to authenticated
  using (exists (
    select 1 from public.applications a
    where a.id = application_id and a.user_id = (select auth.uid())
  ));
create policy application_documents_staff_read on public.application_documents
  for select to authenticated
  using ((select private.is_staff()));

create policy application_events_owner_read on public.application_events
  for select to authenticated
  using (exists (
    select 1 from public.applications a
    where a.id = application_id and a.user_id = (select auth.uid())
  ));
create policy application_events_staff_read on public.application_events
  for select to authenticated
  using ((select private.is_staff()));

create policy application_payments_owner_read on public.application_payments
  for select to authenticated
  using (exists (
    select 1 from public.applications a
    where a.id = application_id and a.user_id = (select auth.uid())
  ));
create policy application_payments_staff_read on public.application_payments
  for select to authenticated
  using ((select private.is_staff()));

-- ---------------------------------------------------------------------------------------------
-- The documents bucket
-- ---------------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('documents', 'documents', false, 10 * 1024 * 1024,
  array['application/pdf', 'image/jpeg', 'image/png', 'image/heic'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Owners upload into their own folder, named <user id>/<uuid>.<pdf|jpg|jpeg|png|heic>.
create policy documents_owner_insert on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|jpeg|png|heic)$'
  );
create policy documents_owner_read on storage.objects
  for select to authenticated
  using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);
-- An object attached to the application is removed with document_remove first.
create policy documents_owner_delete on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not exists (select 1 from public.application_documents d where d.object_path = name)
  );
-- Staff read the documents attached to applications (not unattached uploads).
create policy documents_staff_read on storage.objects
  for select to authenticated
  using (
    bucket_id = 'documents'
    and (select private.is_staff())
    and exists (select 1 from public.application_documents d where d.object_path = name)
  );

-- ---------------------------------------------------------------------------------------------
-- Presentation (runs as the caller: row-level security decides what it shows)
-- ---------------------------------------------------------------------------------------------

create function private.present_document(d public.application_documents)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', d.id, 'kind', d.kind, 'object_path', d.object_path, 'file_name', d.file_name,
    'review_status', d.review_status, 'review_note', d.review_note,
    'created_at', private.iso(d.created_at), 'updated_at', private.iso(d.updated_at));
$$;

create function private.present(app public.applications, for_staff boolean)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with documents as (
    select d.* from public.application_documents d where d.application_id = app.id
  )
  select jsonb_build_object(
    'id', app.id,
    'status', app.status,
    'version', app.version,
    'answers', app.answers,
    'created_at', private.iso(app.created_at),
    'updated_at', private.iso(app.updated_at),
    'submitted_at', private.iso(app.submitted_at),
    'status_note', app.status_note,
    'filed_on', to_char(app.filed_on, 'YYYY-MM-DD'),
    'itin', app.itin,
    'documents', coalesce(
      (select jsonb_agg(private.present_document(d) order by d.created_at, d.id) from documents d), '[]'::jsonb),
    'events', coalesce((
      select jsonb_agg(
        jsonb_build_object('id', e.id, 'type', e.type, 'from_status', e.from_status, 'to_status', e.to_status,
          'actor', e.actor, 'document_id', e.document_id, 'note', e.note, 'created_at', private.iso(e.created_at))
        || case when for_staff then jsonb_build_object('actor_id', e.actor_id) else '{}'::jsonb end
        order by e.id)
      from public.application_events e where e.application_id = app.id), '[]'::jsonb),
    'payment', (
      select jsonb_build_object('status', p.status, 'amount_cents', p.amount_cents, 'currency', p.currency,
        'transaction_id', p.transaction_id, 'paid_at', private.iso(p.created_at))
      from public.application_payments p
      where p.application_id = app.id and p.status = 'completed'
      order by p.created_at desc limit 1),
    'checklist', private.compute_checklist(app.answers, coalesce(
      (select jsonb_agg(jsonb_build_object('id', d.id, 'kind', d.kind, 'review_status', d.review_status)
        order by d.created_at, d.id) from documents d), '[]'::jsonb), private.today())
  );
$$;

-- The applicant's name and e-mail, for staff (definer: auth.users is not readable by callers).
create function private.applicant_of(app public.applications)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  u auth.users;
  first_name text;
  last_name text;
begin
  if not private.is_staff() then
    return null;
  end if;
  select * into u from auth.users where id = app.user_id;
  first_name := coalesce(app.answers #>> '{name,first}', u.raw_user_meta_data ->> 'first_name', '');
  last_name := coalesce(app.answers #>> '{name,last}', u.raw_user_meta_data ->> 'last_name', '');
  return jsonb_build_object('name', btrim(first_name || ' ' || last_name), 'email', coalesce(u.email, ''));
end;
$$;

-- The caller's own profile as stored by Auth (definer: auth.users is not readable by callers).
create function private.own_profile()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', u.id, 'aud', u.aud, 'role', u.role, 'email', u.email,
    'email_confirmed_at', private.iso(u.email_confirmed_at),
    'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
    'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'created_at', private.iso(u.created_at), 'updated_at', private.iso(u.updated_at))
  from auth.users u where u.id = auth.uid();
$$;

-- ---------------------------------------------------------------------------------------------
-- The applicant's functions
-- ---------------------------------------------------------------------------------------------

create function public.application_get(jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  app public.applications;
begin
  perform private.args($1);
  select * into app from public.applications a where a.user_id = uid;
  if not found then
    return null;
  end if;
  return private.present(app, false);
end;
$$;

create function public.application_save_draft(jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  a jsonb;
  expected integer;
  parsed jsonb;
  app public.applications;
begin
  perform private.check_size($1);
  a := private.args($1);
  expected := private.require_version(a -> 'version');
  parsed := private.parse_answers(coalesce(nullif(a -> 'answers', 'null'::jsonb), '{}'::jsonb));
  if jsonb_array_length(parsed -> 'errors') > 0 then
    perform private.raise_error('invalid_answers', parsed -> 'errors');
  end if;
  select * into app from public.applications where user_id = uid for update;
  if not found then
    if expected <> 0 then
      perform private.raise_error('version_conflict', '{"version":0}'::jsonb);
    end if;
    insert into public.applications (user_id, answers) values (uid, parsed -> 'answers') returning * into app;
    return jsonb_build_object('version', app.version, 'updated_at', private.iso(app.updated_at));
  end if;
  if not (select editable from private.statuses where status = app.status) then
    perform private.raise_error('wrong_status', jsonb_build_object('status', app.status));
  end if;
  if app.version <> expected then
    perform private.raise_error('version_conflict', jsonb_build_object('version', app.version));
  end if;
  update public.applications
  set answers = parsed -> 'answers', version = version + 1, updated_at = now()
  where id = app.id
  returning * into app;
  return jsonb_build_object('version', app.version, 'updated_at', private.iso(app.updated_at));
end;
$$;

create function public.application_submit(jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  expected integer := private.require_version(private.args($1) -> 'version');
  app public.applications;
  target text;
  errors jsonb;
  missing jsonb;
begin
  select * into app from public.applications where user_id = uid for update;
  if not found then
    perform private.raise_error('not_found', to_jsonb('no application'::text));
  end if;
  if app.version <> expected then
    perform private.raise_error('version_conflict', jsonb_build_object('version', app.version));
  end if;
  select to_status into target from private.status_transitions
  where from_status = app.status and actor = 'applicant';
  if target is null then
    perform private.raise_error('wrong_status', jsonb_build_object('status', app.status));
  end if;
  errors := private.validate_for_submit(app.answers, private.today());
  if jsonb_array_length(errors) > 0 then
    perform private.raise_error('invalid_answers', errors);
  end if;
  missing := private.missing_documents((private.present(app, false)) -> 'checklist');
  if jsonb_array_length(missing) > 0 then
    perform private.raise_error('missing_documents', missing);
  end if;
  perform set_config('itin.actor', 'applicant', true);
  update public.applications
  set status = target, version = version + 1, updated_at = now(), submitted_at = now(), status_note = null
  where id = app.id
  returning * into app;
  perform set_config('itin.actor', '', true);
  return private.present(app, false);
end;
$$;

create function public.document_add(jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  a jsonb := private.args($1);
  given_name text;
  object_name text;
  object_owner text;
  app public.applications;
  doc public.application_documents;
begin
  if jsonb_typeof(a -> 'kind') is distinct from 'string'
     or not exists (select 1 from private.document_kinds where kind = a ->> 'kind') then
    perform private.raise_error('invalid_arguments', to_jsonb('kind'::text));
  end if;
  given_name := private.optional_text(a -> 'file_name', 'file_name', 255);
  if given_name is null then
    perform private.raise_error('invalid_arguments', to_jsonb('file_name'::text));
  end if;
  if jsonb_typeof(a -> 'object_path') is distinct from 'string' then
    perform private.raise_error('invalid_arguments', to_jsonb('object_path'::text));
  end if;
  -- With or without the bucket name in front, as the storage client returns both.
  object_name := regexp_replace(a ->> 'object_path', '^documents/', '');
  select coalesce(o.owner_id, o.owner::text) into object_owner
  from storage.objects o where o.bucket_id = 'documents' and o.name = object_name;
  if not found then
    perform private.raise_error('not_found', to_jsonb('object_path'::text));
  end if;
  if object_owner is distinct from uid::text or (storage.foldername(object_name))[1] is distinct from uid::text then
    perform private.raise_error('not_owner', to_jsonb('object_path'::text));
  end if;
  select * into app from public.applications where user_id = uid for update;
  if not found then
    perform private.raise_error('not_found', to_jsonb('no application'::text));
  end if;
  if not (select editable from private.statuses where status = app.status) then
    perform private.raise_error('wrong_status', jsonb_build_object('status', app.status));
  end if;
  if exists (select 1 from public.application_documents where object_path = object_name) then
    perform private.raise_error('invalid_arguments', to_jsonb('object_path already added'::text));
  end if;
  insert into public.application_documents (application_id, kind, object_path, file_name)
  values (app.id, a ->> 'kind', object_name, given_name)
  returning * into doc;
  return private.present_document(doc);
end;
$$;

-- Removes the document from the application. The file stays in the owner's folder, no longer
-- attached, so the owner can remove it with the storage client (the database cannot delete
-- stored files: Storage does).
create function public.document_remove(jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  doc_id uuid := private.require_id(private.args($1) -> 'id');
  app public.applications;
  doc public.application_documents;
begin
  select * into app from public.applications where user_id = uid for update;
  select * into doc from public.application_documents where id = doc_id;
  -- Someone else's document is reported as missing, so ids cannot be probed.
  if app.id is null or doc.id is null or doc.application_id <> app.id then
    perform private.raise_error('not_found', to_jsonb('id'::text));
  end if;
  if not (select editable from private.statuses where status = app.status) then
    perform private.raise_error('wrong_status', jsonb_build_object('status', app.status));
  end if;
  delete from public.application_documents where id = doc_id;
  return '{}'::jsonb;
end;
$$;

create function public.payment_checkout(jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  a jsonb := private.args($1);
  lang text := coalesce(nullif(a -> 'language', 'null'::jsonb), '"en"'::jsonb) #>> '{}';
  app public.applications;
  price private.prices;
  site text := private.setting('site_url');
begin
  if jsonb_typeof(coalesce(nullif(a -> 'language', 'null'::jsonb), '"en"'::jsonb)) <> 'string'
     or lang not in ('en', 'es', 'pt', 'de', 'zh') then
    perform private.raise_error('invalid_arguments', to_jsonb('language'::text));
  end if;
  select * into app from public.applications where user_id = uid;
  if not found then
    perform private.raise_error('not_found', to_jsonb('no application'::text));
  end if;
  if app.status <> 'submitted' then
    perform private.raise_error('wrong_status', jsonb_build_object('status', app.status));
  end if;
  select * into price from private.prices where button_id = private.setting('package_button_id');
  return jsonb_build_object(
    'action', private.setting('checkout_url'),
    'fields', jsonb_build_object(
      'cmd', '_s-xclick',
      'hosted_button_id', price.button_id,
      'amount', (price.amount_cents / 100) || '.' || lpad((price.amount_cents % 100)::text, 2, '0'),
      'currency_code', price.currency,
      'item_name', price.item_name,
      'custom', coalesce(auth.jwt() ->> 'email', ''),
      'invoice', app.id,
      'return', site || '/step4?payment=success',
      'cancel_return', site || '/step4?payment=cancelled',
      'lc', lang));
end;
$$;

create function public.account_export(jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  app public.applications;
begin
  perform private.args($1);
  select * into app from public.applications a where a.user_id = uid;
  return jsonb_build_object(
    'exported_at', private.iso(now()),
    'profile', private.own_profile(),
    'application', case when app.id is null then null else private.present(app, false) end,
    'files', coalesce((
      select jsonb_agg(jsonb_build_object('path', o.name, 'size', (o.metadata ->> 'size')::bigint,
        'mime_type', o.metadata ->> 'mimetype', 'created_at', private.iso(o.created_at)) order by o.created_at, o.name)
      from storage.objects o
      where o.bucket_id = 'documents' and (storage.foldername(o.name))[1] = uid::text), '[]'::jsonb));
end;
$$;

-- Deletes the user and everything of theirs. Only within 5 minutes of a sign-in with a password
-- (the access token's `amr`; a refreshed token keeps the time of the sign-in).
create function public.account_delete(jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  signed_in_at numeric;
begin
  perform private.args($1);
  select max((m ->> 'timestamp')::numeric) into signed_in_at
  from jsonb_array_elements(coalesce(auth.jwt() -> 'amr', '[]'::jsonb)) m;
  if signed_in_at is null or extract(epoch from now()) - signed_in_at > 5 * 60 then
    perform private.raise_error('reauthentication_needed');
  end if;
  insert into private.object_purge (bucket_id, name)
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'documents' and (storage.foldername(o.name))[1] = uid::text
  on conflict do nothing;
  delete from public.applications where user_id = uid;
  delete from auth.users where id = uid;
  return '{}'::jsonb;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Staff functions
-- ---------------------------------------------------------------------------------------------

create function public.staff_list_applications(jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := private.require_staff();
  a jsonb := private.args($1);
  status_filter text;
  query text := private.optional_text(a -> 'query', 'query', 200);
  page integer;
  per_page integer;
  pattern text;
  total bigint;
  items jsonb;
begin
  if a -> 'status' is not null and a -> 'status' <> 'null'::jsonb then
    if jsonb_typeof(a -> 'status') <> 'string'
       or not exists (select 1 from private.statuses where status = a ->> 'status') then
      perform private.raise_error('invalid_arguments', to_jsonb('status'::text));
    end if;
    status_filter := a ->> 'status';
  end if;
  if coalesce(a -> 'page', 'null'::jsonb) = 'null'::jsonb then
    page := 1;
  elsif jsonb_typeof(a -> 'page') <> 'number' or (a ->> 'page')::numeric <> trunc((a ->> 'page')::numeric)
        or (a ->> 'page')::numeric < 1 or (a ->> 'page')::numeric > 1000000 then
    perform private.raise_error('invalid_arguments', to_jsonb('page'::text));
  else
    page := (a ->> 'page')::integer;
  end if;
  if coalesce(a -> 'per_page', 'null'::jsonb) = 'null'::jsonb then
    per_page := 20;
  elsif jsonb_typeof(a -> 'per_page') <> 'number'
        or (a ->> 'per_page')::numeric <> trunc((a ->> 'per_page')::numeric)
        or (a ->> 'per_page')::numeric < 1 or (a ->> 'per_page')::numeric > 100 then
    perform private.raise_error('invalid_arguments', to_jsonb('per_page'::text));
  else
    per_page := (a ->> 'per_page')::integer;
  end if;
  -- The query is a literal substring: LIKE's wildcards in it are escaped.
  if query is not null then
    pattern := '%' || regexp_replace(lower(query), '([\\%_])', '\\\1', 'g') || '%';
  end if;
  with matching as (
    select a2.*, private.applicant_of(a2) as applicant
    from public.applications a2
    where status_filter is null or a2.status = status_filter
  ), filtered as (
    select * from matching m
    where pattern is null
      or lower(m.applicant ->> 'email') like pattern
      or lower(m.applicant ->> 'name') like pattern
  )
  select (select count(*) from filtered),
    coalesce((
      select jsonb_agg(jsonb_build_object('id', f.id, 'status', f.status, 'created_at', private.iso(f.created_at),
        'updated_at', private.iso(f.updated_at), 'submitted_at', private.iso(f.submitted_at),
        'applicant', f.applicant) order by f.updated_at, f.id)
      from (select * from filtered order by updated_at, id limit per_page offset (page - 1) * per_page) f
    ), '[]'::jsonb)
  into total, items;
  return jsonb_build_object('items', items, 'total', total);
end;
$$;

create function public.staff_get_application(jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := private.require_staff();
  app_id uuid := private.require_id(private.args($1) -> 'id');
  app public.applications;
begin
  select * into app from public.applications a where a.id = app_id;
  if not found then
    perform private.raise_error('not_found', to_jsonb('id'::text));
  end if;
  return private.present(app, true) || jsonb_build_object('applicant', private.applicant_of(app));
end;
$$;

create function public.staff_set_status(jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_staff();
  a jsonb := private.args($1);
  app_id uuid := private.require_id(a -> 'id');
  target text;
  note text := private.optional_text(a -> 'note', 'note', 2000);
  filed date;
  new_itin text;
  app public.applications;
  move private.status_transitions;
begin
  if jsonb_typeof(a -> 'status') is distinct from 'string'
     or not exists (select 1 from private.statuses where status = a ->> 'status') then
    perform private.raise_error('invalid_arguments', to_jsonb('status'::text));
  end if;
  target := a ->> 'status';
  if coalesce(a -> 'filed_on', 'null'::jsonb) <> 'null'::jsonb then
    if jsonb_typeof(a -> 'filed_on') <> 'string' or not private.is_iso_date(a ->> 'filed_on')
       or (a ->> 'filed_on')::date > private.today() then
      perform private.raise_error('invalid_arguments', to_jsonb('filed_on'::text));
    end if;
    filed := (a ->> 'filed_on')::date;
  end if;
  if coalesce(a -> 'itin', 'null'::jsonb) <> 'null'::jsonb then
    if jsonb_typeof(a -> 'itin') <> 'string' or not private.is_valid_itin(a ->> 'itin') then
      perform private.raise_error('invalid_itin', to_jsonb('itin'::text));
    end if;
    new_itin := private.format_tin(a ->> 'itin');
  end if;
  select * into app from public.applications where id = app_id for update;
  if not found then
    perform private.raise_error('not_found', to_jsonb('id'::text));
  end if;
  select * into move from private.status_transitions t
  where t.from_status = app.status and t.to_status = target and t.actor = 'staff';
  if not found then
    perform private.raise_error('wrong_status', jsonb_build_object('from', app.status, 'to', target));
  end if;
  if move.needs = 'note' and note is null then
    perform private.raise_error('invalid_arguments', to_jsonb('note'::text));
  end if;
  if move.needs = 'filed_on' and filed is null then
    perform private.raise_error('invalid_arguments', to_jsonb('filed_on'::text));
  end if;
  if move.needs = 'itin' and new_itin is null then
    perform private.raise_error('invalid_itin', to_jsonb('itin'::text));
  end if;
  perform set_config('itin.actor', 'staff', true);
  update public.applications
  set status = target, version = version + 1, updated_at = now(), status_note = note,
    filed_on = coalesce(filed, filed_on), itin = coalesce(new_itin, itin)
  where id = app.id
  returning * into app;
  perform set_config('itin.actor', '', true);
  return private.present(app, true) || jsonb_build_object('applicant', private.applicant_of(app));
end;
$$;

create function public.staff_review_document(jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_staff();
  a jsonb := private.args($1);
  doc_id uuid := private.require_id(a -> 'id');
  review text;
  note text;
  doc public.application_documents;
  app_status text;
begin
  if a ->> 'status' is null or a ->> 'status' not in ('accepted', 'needs_attention')
     or jsonb_typeof(a -> 'status') <> 'string' then
    perform private.raise_error('invalid_arguments', to_jsonb('status'::text));
  end if;
  review := a ->> 'status';
  note := private.optional_text(a -> 'note', 'note', 2000);
  select * into doc from public.application_documents where id = doc_id for update;
  if not found then
    perform private.raise_error('not_found', to_jsonb('id'::text));
  end if;
  select status into app_status from public.applications where id = doc.application_id;
  if app_status in ('draft', 'itin_issued', 'rejected') then
    perform private.raise_error('wrong_status', jsonb_build_object('status', app_status));
  end if;
  update public.application_documents
  set review_status = review, review_note = note, updated_at = now()
  where id = doc_id
  returning * into doc;
  insert into public.application_events (application_id, type, to_status, actor, actor_id, document_id, note)
  values (doc.application_id, 'document_review', review, 'staff', uid, doc_id, note);
  return private.present_document(doc);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Payment: called by the notification endpoint with the service role, never by users
-- ---------------------------------------------------------------------------------------------

-- Records a verified payment and moves the application to `paid`. Amount and currency are checked
-- again against the price list; a transaction id counts once. Returns { outcome }: recorded,
-- duplicate_transaction, unknown_application, not_awaiting_payment or amount_mismatch.
create function public.payment_record(jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  a jsonb := private.args($1);
  txn text := a ->> 'transaction_id';
  app_id uuid;
  price private.prices;
  app public.applications;
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    perform private.raise_error('no_authorization');
  end if;
  if jsonb_typeof(a -> 'transaction_id') is distinct from 'string' or txn !~ '^[A-Za-z0-9_-]{1,100}$' then
    perform private.raise_error('invalid_arguments', to_jsonb('transaction_id'::text));
  end if;
  app_id := private.require_id(a -> 'application_id', 'application_id');
  select * into price from private.prices where button_id = private.setting('package_button_id');
  if jsonb_typeof(a -> 'amount') is distinct from 'string'
     or a ->> 'amount' <> (price.amount_cents / 100) || '.' || lpad((price.amount_cents % 100)::text, 2, '0')
     or a ->> 'currency' is distinct from price.currency then
    return '{"outcome":"amount_mismatch"}'::jsonb;
  end if;
  if exists (select 1 from public.application_payments where transaction_id = txn) then
    return '{"outcome":"duplicate_transaction"}'::jsonb;
  end if;
  select * into app from public.applications where id = app_id for update;
  if not found then
    return '{"outcome":"unknown_application"}'::jsonb;
  end if;
  if not exists (select 1 from private.status_transitions t
                 where t.from_status = app.status and t.to_status = 'paid' and t.actor = 'payment') then
    return '{"outcome":"not_awaiting_payment"}'::jsonb;
  end if;
  begin
    insert into public.application_payments (application_id, transaction_id, amount_cents, currency, status)
    values (app.id, txn, price.amount_cents, price.currency, 'completed');
  exception when unique_violation then
    return '{"outcome":"duplicate_transaction"}'::jsonb;
  end;
  perform set_config('itin.actor', 'payment', true);
  update public.applications
  set status = 'paid', version = version + 1, updated_at = now(), status_note = null
  where id = app.id;
  perform set_config('itin.actor', '', true);
  return '{"outcome":"recorded"}'::jsonb;
end;
$$;

-- Names of deleted accounts' files, taken off the queue: the caller (service role) removes them
-- through the Storage API.
create function public.object_purge_claim(jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    perform private.raise_error('no_authorization');
  end if;
  return coalesce((
    with claimed as (
      delete from private.object_purge
      where (bucket_id, name) in (select bucket_id, name from private.object_purge order by queued_at limit 100)
      returning bucket_id, name
    )
    select jsonb_agg(jsonb_build_object('bucket', bucket_id, 'name', name)) from claimed
  ), '[]'::jsonb);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what
-- ---------------------------------------------------------------------------------------------

-- Supabase grants every new function to anon and authenticated; take that back, then grant.
revoke execute on all functions in schema private from public, anon, authenticated, service_role;
grant execute on all functions in schema private to authenticated, service_role;
-- The helper that raises errors and checks the caller is needed by signed-out calls too (401).
grant execute on function private.raise_error(text, jsonb), private.require_user(), private.require_staff(),
  private.args(jsonb) to anon;

revoke execute on function
  public.application_get(jsonb), public.application_save_draft(jsonb), public.application_submit(jsonb),
  public.document_add(jsonb), public.document_remove(jsonb), public.payment_checkout(jsonb),
  public.account_export(jsonb), public.account_delete(jsonb), public.staff_list_applications(jsonb),
  public.staff_get_application(jsonb), public.staff_set_status(jsonb), public.staff_review_document(jsonb),
  public.payment_record(jsonb), public.object_purge_claim(jsonb)
  from public, anon, authenticated, service_role;
-- Signed-out callers may call the applicant's and staff functions only to be told 401.
grant execute on function
  public.application_get(jsonb), public.application_save_draft(jsonb), public.application_submit(jsonb),
  public.document_add(jsonb), public.document_remove(jsonb), public.payment_checkout(jsonb),
  public.account_export(jsonb), public.account_delete(jsonb), public.staff_list_applications(jsonb),
  public.staff_get_application(jsonb), public.staff_set_status(jsonb), public.staff_review_document(jsonb)
  to anon, authenticated;
grant execute on function public.payment_record(jsonb), public.object_purge_claim(jsonb) to service_role;
