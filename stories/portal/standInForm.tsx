/**
 * A stand-in for the external form service inside stories: a small form served from a `data:`
 * address, so the frame loads without any server and every run looks the same. Like the real
 * forms it fills first name, last name and e-mail from the query, reports its height, and after a
 * submit it posts the completion string with the `[iFrameSizer]` marker to the page. Being a `data:` document it has
 * an opaque origin ('null'), which is also what the portal computes for its address, so the
 * portal's source and origin checks run unchanged.
 *
 * In the Storybook UI the form can be submitted by hand; a play function submits it with
 * `submitStandInForm(frame)`. `withStandInForms` keeps the form in the toolbar's theme.
 */
import { useEffect } from 'react';
import type { Decorator } from '@storybook/react-vite';
// Inlined into the form's own document: a `data:` page cannot fetch the app's font files, and
// text in a system font would draw differently on every machine.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?inline';

export type StandInFormId = 'itin-application' | 'document-intake' | 'basic-data';

interface Field {
  name: string;
  label: string;
  type?: string;
}

const forms: Record<StandInFormId, { title: string; lead: string; rows: Field[][]; submit: string }> = {
  'basic-data': {
    title: 'Basic information',
    lead: 'Tell us about you and your plans in the U.S.',
    rows: [
      [
        { name: 'first_name', label: 'First name' },
        { name: 'last_name', label: 'Last name' },
      ],
      [
        { name: 'email', label: 'Email', type: 'email' },
        { name: 'phone', label: 'Phone', type: 'tel' },
      ],
      [
        { name: 'country_of_residence', label: 'Country of residence' },
        { name: 'occupation', label: 'Occupation' },
      ],
    ],
    submit: 'Submit',
  },
  'itin-application': {
    title: 'Application for an ITIN (Form W-7)',
    lead: 'Answer each section as it appears on the IRS form.',
    rows: [
      [
        { name: 'first_name', label: 'First name' },
        { name: 'last_name', label: 'Last name' },
      ],
      [
        { name: 'date_of_birth', label: 'Date of birth' },
        { name: 'country_of_birth', label: 'Country of birth' },
      ],
      [
        { name: 'citizenship', label: 'Country of citizenship' },
        { name: 'foreign_tax_id', label: 'Foreign tax ID' },
      ],
      [{ name: 'address_line1', label: 'Address' }],
      [{ name: 'email', label: 'Email', type: 'email' }],
    ],
    submit: 'Submit application',
  },
  'document-intake': {
    title: 'Identity documents',
    lead: 'Upload a clear copy of the document you apply with.',
    rows: [
      [
        { name: 'first_name', label: 'First name' },
        { name: 'last_name', label: 'Last name' },
      ],
      [{ name: 'email', label: 'Email', type: 'email' }],
      [
        { name: 'document_type', label: 'Document type' },
        { name: 'document_number', label: 'Document number' },
      ],
      [{ name: 'document_file', label: 'Document file', type: 'file' }],
    ],
    submit: 'Send documents',
  },
};

const styles = `
@font-face{font-family:'Inter Variable';font-weight:100 900;font-display:block;src:url(${interLatin}) format('woff2')}
:root{color-scheme:dark;--bg:#111c31;--fg:#e6edf7;--muted:#9fb0c8;--line:#2d3c57;--field:#0b1424;--accent:#7aa7ff;--on:#0a1220;--ok:#5fd4a0}
:root[data-theme=light]{color-scheme:light;--bg:#ffffff;--fg:#0f1b2d;--muted:#4b5b73;--line:#c5cfdd;--field:#f6f8fb;--accent:#1d4ed8;--on:#fff;--ok:#0f7a4d}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 'Inter Variable',sans-serif;background:var(--bg);color:var(--fg)}
form{display:grid;gap:18px;padding:28px 32px}
h1{margin:0;font-size:20px;line-height:1.3}
p{margin:0;color:var(--muted)}
.row{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:16px}
label{display:grid;gap:6px;font-size:14px;font-weight:600}
input{font:inherit;font-weight:400;padding:10px 12px;border:1px solid var(--line);border-radius:8px;background:var(--field);color:var(--fg)}
input::file-selector-button{font:inherit;font-weight:600;margin-inline-end:10px;padding:4px 12px;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg)}
button{justify-self:start;font:inherit;font-weight:600;padding:10px 22px;border:0;border-radius:8px;background:var(--accent);color:var(--on)}
.sent{display:none;color:var(--ok);font-weight:600}
body.done .sent{display:block}
body.done button{display:none}
`;

const script = `
var query = new URLSearchParams(location.href.split('?')[1] || '');
['first_name', 'last_name', 'email'].forEach(function (name) {
  var field = document.querySelector('[name="' + name + '"]');
  if (field && query.get(name)) field.value = query.get(name);
});
function complete() {
  document.body.classList.add('done');
  parent.postMessage('[iFrameSizer]itin-form:submitted:' + document.documentElement.dataset.form, '*');
}
document.querySelector('form').addEventListener('submit', function (event) { event.preventDefault(); complete(); });
var reported = 0;
function reportHeight() {
  var height = Math.ceil(document.body.getBoundingClientRect().height);
  if (height === reported) return;
  reported = height;
  parent.postMessage({ type: 'itin-form:height', formId: document.documentElement.dataset.form, height: height }, '*');
}
// The first height is reported once the font has loaded, so the frame settles on its final size.
document.fonts.ready.then(function () { new ResizeObserver(reportHeight).observe(document.body); });
addEventListener('message', function (event) {
  if (event.source !== parent) return;
  if (event.data === 'story:submit') complete();
  if (event.data && event.data.type === 'story:theme') document.documentElement.dataset.theme = event.data.theme;
});
`;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The `data:` address of a stand-in form (the portal appends its query; it ends up in a comment). */
export function standInFormUrl(id: StandInFormId): string {
  const form = forms[id];
  const rows = form.rows
    .map(
      (row) =>
        `<div class="row">${row
          .map(
            (field) =>
              `<label>${escape(field.label)}<input name="${field.name}" type="${field.type ?? 'text'}"></label>`,
          )
          .join('')}</div>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="en" data-form="${id}"><head><meta charset="utf-8"><title>${escape(form.title)}</title>` +
    `<style>${styles}</style></head><body><form novalidate><h1>${escape(form.title)}</h1><p>${escape(form.lead)}</p>` +
    `${rows}<button type="submit">${escape(form.submit)}</button><p class="sent">Thank you, your answers were sent.</p>` +
    `</form><script>${script}</script></body></html><!--`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}

/** Submits the stand-in form in `frame` (as a person pressing its submit button would). */
export function submitStandInForm(frame: HTMLIFrameElement): void {
  frame.contentWindow?.postMessage('story:submit', '*');
}

function themeOfPage(): 'dark' | 'light' {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

function ThemeRelay() {
  useEffect(() => {
    const send = () => {
      const message = { type: 'story:theme', theme: themeOfPage() };
      document.querySelectorAll('iframe').forEach((frame) => frame.contentWindow?.postMessage(message, '*'));
    };
    const observer = new MutationObserver(send);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme'] });
    // `load` does not bubble, but it can be caught on the way down.
    document.addEventListener('load', send, true);
    send();
    return () => {
      observer.disconnect();
      document.removeEventListener('load', send, true);
    };
  }, []);
  return null;
}

/** Keeps every stand-in form in the toolbar's (and the screenshot's) theme. */
export const withStandInForms: Decorator = (Story) => (
  <>
    <ThemeRelay />
    <Story />
  </>
);
