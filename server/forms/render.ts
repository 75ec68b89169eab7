import { html, type SafeHtml } from '../http/html.ts';
import type { StandInAssets } from '../pages/assets.ts';
import { brandMark, checkIcon, lockIcon, renderPage, type Theme } from '../pages/layout.ts';
import { countryOptions } from './countries.ts';
import type { CommonCopy, FieldCopy, FormCopy, Lang } from './copy.ts';
import { isRequired, type FieldDef, type FormDef, type Values } from './definitions.ts';

export interface FormView {
  form: FormDef;
  lang: Lang;
  theme: Theme;
  common: CommonCopy;
  copy: FormCopy;
  values: Values;
  errors: Map<string, string>;
  /** A problem with the page as a whole (an expired token), shown at the top of the summary. */
  formError?: string;
  /** A valid file was chosen but other answers failed, so it must be chosen again. */
  fileDropped?: boolean;
  token: string;
  action: string;
  parentOrigin: string | undefined;
}

const fieldId = (name: string) => `f-${name}`;

/** Where the error summary links to: the control itself, or the first option of a group. */
function anchorFor(field: FieldDef): string {
  return field.kind === 'radio' && field.options?.[0]
    ? `${fieldId(field.name)}-${field.options[0]}`
    : fieldId(field.name);
}

function fieldCopy(view: FormView, field: FieldDef): FieldCopy {
  return (
    view.copy.fields[field.name] ??
    view.common.fields[field.name as keyof CommonCopy['fields']] ?? { label: field.name }
  );
}

function renderField(view: FormView, field: FieldDef): SafeHtml {
  const { label, hint } = fieldCopy(view, field);
  const id = fieldId(field.name);
  const error = view.errors.get(field.name);
  const value = view.values[field.name] ?? '';
  // Conditionally required fields are marked optional: the hint says when they are needed.
  const required = field.required === true || (typeof field.required === 'function' && isRequired(field, view.values));
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const labelText = html`${label}${
    required
      ? html`<span class="req" aria-hidden="true">*</span>`
      : html` <span class="opt">(${view.common.optional})</span>`
  }`;
  const hintHtml = hint ? html`<p class="hint" id="${hintId}">${hint}</p>` : '';
  const errorHtml = error
    ? html`<p class="error-message" id="${errorId}">
        <span class="visually-hidden">${view.common.errorPrefix} </span>${error}
      </p>`
    : '';
  const width = field.width && field.width !== 'full' ? ` w-${field.width}` : '';
  const classes = `field${error ? ' field--error' : ''}${width}`;
  const common = html`id="${id}"
  name="${field.name}"${required ? html` required aria-required="true"` : ''}${
    error ? html` aria-invalid="true"` : ''
  }${describedBy ? html` aria-describedby="${describedBy}"` : ''}${
    field.autocomplete ? html` autocomplete="${field.autocomplete}"` : ''
  }`;

  switch (field.kind) {
    case 'radio':
      return html`<fieldset class="${classes} choices" ${describedBy ? html` aria-describedby="${describedBy}"` : ''}>
        <legend class="label">${labelText}</legend>
        ${hintHtml}${errorHtml}
        <div class="choice-list">
          ${(field.options ?? []).map(
            (option) =>
              html`<label class="choice" for="${id}-${option}"
                ><input
                  type="radio"
                  id="${id}-${option}"
                  name="${field.name}"
                  value="${option}"
                  ${value === option ? html` checked` : ''}${required ? html` required` : ''}
                />${field.keyed ? html`<span class="choice-key" aria-hidden="true">${option}</span>` : ''}<span
                  >${view.copy.options[field.name]?.[option] ?? option}</span
                ></label
              >`,
          )}
        </div>
      </fieldset>`;
    case 'checkbox':
      return html`<div class="${classes}">
        ${errorHtml}
        <label class="choice" for="${id}"
          ><input type="checkbox" value="yes" ${common}${value === 'yes' ? html` checked` : ''} /><span
            >${label}${required ? html`<span class="req" aria-hidden="true">*</span>` : ''}</span
          ></label
        >
      </div>`;
    case 'select':
    case 'country': {
      const options =
        field.kind === 'country'
          ? countryOptions(view.lang).map((c) => ({ value: c.code, label: c.name }))
          : (field.options ?? []).map((o) => ({ value: o, label: view.copy.options[field.name]?.[o] ?? o }));
      return html`<div class="${classes}">
        <label class="label" for="${id}">${labelText}</label>${hintHtml}${errorHtml}
        <select class="select" ${common}>
          <option value="">${view.common.choose}</option>
          ${options.map(
            (o) => html`<option value="${o.value}" ${o.value === value ? html` selected` : ''}>${o.label}</option>`,
          )}
        </select>
      </div>`;
    }
    case 'textarea':
      return html`<div class="${classes}">
        <label class="label" for="${id}">${labelText}</label>${hintHtml}${errorHtml}
        <textarea class="textarea" rows="5" ${field.maxLength ? html` maxlength="${field.maxLength}"` : ''} ${common}>
${value}</textarea>
      </div>`;
    case 'file':
      return html`<div class="${classes}">
        <label class="label" for="${id}">${labelText}</label>${hintHtml}${errorHtml}${
          view.fileDropped && !error ? html`<p class="hint"><strong>${view.common.fileAgain}</strong></p>` : ''
        }
        <input
          class="input file"
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          ${common}
        />
      </div>`;
    default: {
      const type =
        field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : field.kind === 'date' ? 'date' : 'text';
      const extra =
        field.kind === 'email'
          ? html` inputmode="email" spellcheck="false" autocapitalize="off"`
          : field.kind === 'tel'
            ? html` inputmode="tel"`
            : '';
      return html`<div class="${classes}">
        <label class="label" for="${id}">${labelText}</label>${hintHtml}${errorHtml}
        <input
          class="input"
          type="${type}"
          value="${value}"
          ${field.maxLength ? html` maxlength="${field.maxLength}"` : ''}${extra}
          ${common}
        />
      </div>`;
    }
  }
}

function header(common: CommonCopy, title: string, description: string, requiredNote: boolean): SafeHtml {
  return html`<header>
    <p class="brand">${brandMark}<span>${common.brand}</span></p>
    <h1>${title}</h1>
    <p class="lede">${description}</p>
    ${requiredNote ? html`<p class="note">${common.requiredNote}</p>` : ''}
  </header>`;
}

function secureNote(common: CommonCopy): SafeHtml {
  return html`<p class="secure">${lockIcon}<span>${common.secure}</span></p>`;
}

export function renderFormPage(assets: StandInAssets, view: FormView): string {
  const hasErrors = view.errors.size > 0 || view.formError !== undefined;
  const fields = view.form.sections.flatMap((s) => s.fields);
  const summary = hasErrors
    ? html`<div class="summary" id="error-summary" tabindex="-1" aria-labelledby="error-summary-title">
        <h2 id="error-summary-title">${view.common.summaryTitle}</h2>
        <ul>
          ${view.formError ? html`<li>${view.formError}</li>` : ''}${fields
            .filter((f) => view.errors.has(f.name))
            .map((f) => html`<li><a href="#${anchorFor(f)}">${view.errors.get(f.name)}</a></li>`)}
        </ul>
      </div>`
    : '';
  const content = html`<div class="card">
    ${header(view.common, view.copy.title, view.copy.description, true)} ${summary}
    <form
      method="post"
      action="${view.action}"
      novalidate
      data-standin-form${view.form.multipart ? html` enctype="multipart/form-data"` : ''}
    >
      <input type="hidden" name="_token" value="${view.token}" />
      ${view.form.sections.map(
        (section) =>
          html`<fieldset class="section">
            <legend>${view.copy.sections[section.key] ?? section.key}</legend>
            <div class="grid">${section.fields.map((field) => renderField(view, field))}</div>
          </fieldset>`,
      )}
      <div class="actions">
        <button class="button" type="submit" data-busy-label="${view.common.submitting}">${view.copy.submit}</button>
      </div>
    </form>
    ${secureNote(view.common)}
  </div>`;
  return renderPage(assets, {
    lang: view.lang,
    theme: view.theme,
    title: `${hasErrors ? `${view.common.errorPrefix} ` : ''}${view.copy.title} · ITIN Bridge`,
    content,
    script: true,
    bodyAttributes: { 'data-form-id': view.form.id, 'data-parent-origin': view.parentOrigin },
  });
}

/** The completion message the portal waits for (a string with the iframe-resizer marker, docs/product.md § Embedded forms). */
export function completionMessage(formId: string): string {
  return `[iFrameSizer]itin-form:submitted:${formId}`;
}

export function renderSuccessPage(
  assets: StandInAssets,
  options: {
    form: FormDef;
    lang: Lang;
    theme: Theme;
    common: CommonCopy;
    copy: FormCopy;
    reference: string;
    parentOrigin: string | undefined;
  },
): string {
  const { common } = options;
  const content = html`<div class="card success" role="status">
    <p class="brand">${brandMark}<span>${common.brand}</span></p>
    <div class="badge">${checkIcon}</div>
    <h1>${common.successTitle}</h1>
    <p class="lede">${common.successBody}</p>
    <p class="note">${common.reference}: <span class="reference">${options.reference}</span></p>
  </div>`;
  return renderPage(assets, {
    lang: options.lang,
    theme: options.theme,
    title: `${common.successTitle} · ${options.copy.title}`,
    content,
    script: true,
    bodyAttributes: {
      'data-form-id': options.form.id,
      'data-parent-origin': options.parentOrigin,
      'data-completion': completionMessage(options.form.id),
    },
  });
}

/** A page with only a heading and a sentence: unknown form, refused post. */
export function renderFormMessage(
  assets: StandInAssets,
  lang: Lang,
  theme: Theme,
  common: CommonCopy,
  title: string,
  body: string,
): string {
  return renderPage(assets, {
    lang,
    theme,
    title: `${title} · ITIN Bridge`,
    content: html`<div class="card">${header(common, title, body, false)}</div>`,
  });
}

export function renderFormNotFound(assets: StandInAssets, lang: Lang, theme: Theme, common: CommonCopy): string {
  return renderFormMessage(assets, lang, theme, common, common.notFoundTitle, common.notFoundBody);
}
