/**
 * Skjema: a form of the site's (spec 3 'Form') on a page. It posts to the storefront
 * (`formSubmitPath`) and works without script; the form script shows only the fields whose
 * conditions hold. A posted form comes back with what the visitor typed and a message at each
 * wrong field, or with the form's thanks.
 */
import { backgroundProp, headingProp } from '../definition/common';
import { defineSection } from '../definition/define';
import { FormFieldView } from '../render/form-fields';
import { formHoneypotName, formReferrerName, formScriptPath } from '../render/form-script';
import { headingId, SectionShell } from '../render/shell';

export const form = defineSection({
  name: 'form',
  label: 'Skjema',
  description: 'Et av nettstedets skjemaer, som besøkende kan fylle ut og sende.',
  icon: 'IconForms',
  titleProp: 'heading',
  usableInSection: true,
  usableInRichContent: true,
  // Placed with its defaults, the section has no form until its form asks for one (a draft may); a
  // section whose form is gone shows nothing.
  props: [
    headingProp(''),
    {
      name: 'form',
      label: 'Skjema',
      description: 'Skjemaet seksjonen viser.',
      type: 'ref',
      to: 'form',
      required: true,
    },
    backgroundProp,
  ],
  render: ({ props, context }) => {
    const shown = props.form ? context.data.forms?.[props.form] : undefined;
    if (!shown) return null;
    const id = headingId(context.instance);
    const state = context.data.formState?.form === shown._id ? context.data.formState : undefined;
    const errors = state?.errors ?? {};
    const errorCount = Object.keys(errors).length;
    return (
      <SectionShell
        kind="form"
        background={props.background}
        labelledBy={props.heading ? id : undefined}
        width="narrow"
      >
        {props.heading ? <h2 id={id}>{props.heading}</h2> : null}
        {state?.success !== undefined ? (
          <div className="vev-form-success" role="status">
            <p>{state.success}</p>
          </div>
        ) : (
          <form
            method="post"
            action={shown.action}
            encType={shown.fields.some((field) => field.type === 'file') ? 'multipart/form-data' : undefined}
            className="vev-form-fields"
            data-vev-form=""
          >
            {shown.publicDescription ? <p className="vev-form-description">{shown.publicDescription}</p> : null}
            {errorCount > 0 ? (
              <p className="vev-form-error" role="alert">
                {errorCount === 1 ? 'Ett felt må rettes.' : `${errorCount} felter må rettes.`}
              </p>
            ) : null}
            {shown.fields.map((field) => (
              <FormFieldView
                key={field._id}
                field={field}
                id={`${context.instance}-${field.name}`}
                values={state ? (state.values[field.name] ?? []) : field.defaultValue ? [field.defaultValue] : []}
                error={errors[field.name]}
              />
            ))}
            {state?.referrer ? <input type="hidden" name={formReferrerName} value={state.referrer} /> : null}
            <div className="vev-form-hp" hidden aria-hidden="true">
              <label>
                Nettside
                <input type="text" name={formHoneypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            <button type="submit" className="vev-button vev-button-primary">
              {shown.submitButtonText || 'Send'}
            </button>
          </form>
        )}
        <script src={formScriptPath} defer />
      </SectionShell>
    );
  },
});
