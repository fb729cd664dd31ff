/**
 * The consent dialog's markup: the same for every visitor (the consent script opens it when no
 * choice is stored), a bottom sheet on phones and a card in the corner on larger screens, never modal.
 */
import { RichText } from '@vev/sections';
import { richTextIsEmpty } from '@vev/shared';
import type { CSSProperties } from 'react';
import { type ConsentCategoryEntry, type ConsentDialogModel, consentCategoryText } from './consent-model';

const dialogText = {
  title: 'Vi bruker informasjonskapsler',
  intro:
    'Noen informasjonskapsler trengs for at nettstedet skal fungere. Andre bruker vi bare hvis du sier ja. Du kan endre valget ditt når som helst under «Informasjonskapsler» nederst på siden.',
  settings: 'Tilpass valgene',
  choices: 'Velg hva du samtykker til',
  alwaysOn: 'Alltid på',
  cookies: (count: number) => `Informasjonskapsler (${count})`,
  purpose: 'Formål',
  expiry: 'Lagringstid',
  vendor: 'Leverandør',
  acceptAll: 'Godta alle',
  necessaryOnly: 'Bare nødvendige',
  save: 'Lagre valg',
  reopen: 'Informasjonskapsler',
} as const;

/** The cookies of one category (name, purpose, expiry, vendor), behind a disclosure of their own. */
function CookieList({ entry }: { entry: ConsentCategoryEntry }) {
  if (entry.cookies.length === 0) return null;
  return (
    <details className="vev-consent-cookies" data-vev-consent-cookies={entry.category}>
      <summary>{dialogText.cookies(entry.cookies.length)}</summary>
      <ul>
        {entry.cookies.map((cookie) => (
          <li key={cookie.name} data-vev-cookie={cookie.name}>
            <code>{cookie.name}</code>
            <dl>
              <dt>{dialogText.purpose}</dt>
              <dd>{cookie.purpose}</dd>
              <dt>{dialogText.expiry}</dt>
              <dd>{cookie.expiry}</dd>
              {cookie.vendor ? (
                <>
                  <dt>{dialogText.vendor}</dt>
                  <dd>{cookie.vendor}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One category: its switch (always on for what the site needs), what it is for, and its cookies. */
function Category({ entry }: { entry: ConsentCategoryEntry }) {
  const { label, description } = consentCategoryText[entry.category];
  const id = `vev-consent-${entry.category}`;
  return (
    <div className="vev-consent-category">
      <div className="vev-consent-switch">
        <label htmlFor={id}>
          {label}
          {entry.necessary ? <span className="vev-consent-always"> ({dialogText.alwaysOn})</span> : null}
        </label>
        <input
          id={id}
          type="checkbox"
          value={entry.category}
          data-vev-consent-category=""
          aria-describedby={`${id}-description`}
          {...(entry.necessary ? { defaultChecked: true, disabled: true } : {})}
        />
      </div>
      <p id={`${id}-description`}>{description}</p>
      <CookieList entry={entry} />
    </div>
  );
}

/**
 * Short at first (the intro and the two equal answers), so a phone's bottom sheet leaves the page
 * readable; the choice per category and the cookie lists open under 'Tilpass valgene'.
 */
export function ConsentDialog({ model }: { model: ConsentDialogModel }) {
  const { look } = model;
  const colours = {
    '--vev-consent-primary': look.primaryColor,
    '--vev-consent-text': look.textColor,
    '--vev-consent-background': look.backgroundColor,
    '--vev-consent-card': look.cardColor,
    '--vev-consent-border': look.borderColor,
  } as CSSProperties;
  return (
    <dialog
      id="vev-consent"
      className="vev-consent"
      aria-labelledby="vev-consent-title"
      style={colours}
      data-vev-preview={model.preview ? '' : undefined}
    >
      <h2 id="vev-consent-title" tabIndex={-1}>
        {dialogText.title}
      </h2>
      {richTextIsEmpty(model.intro) ? (
        <p className="vev-consent-intro">{dialogText.intro}</p>
      ) : (
        <RichText value={model.intro} className="vev-consent-intro" />
      )}
      <div className="vev-consent-actions">
        <button type="button" className="vev-consent-button" data-vev-consent-action="all">
          {dialogText.acceptAll}
        </button>
        <button type="button" className="vev-consent-button" data-vev-consent-action="necessary">
          {dialogText.necessaryOnly}
        </button>
      </div>
      <details className="vev-consent-settings" data-vev-consent-settings="">
        <summary>{dialogText.settings}</summary>
        <fieldset className="vev-consent-categories">
          <legend className="vev-visually-hidden">{dialogText.choices}</legend>
          {model.categories.map((entry) => (
            <Category key={entry.category} entry={entry} />
          ))}
        </fieldset>
        <button type="button" className="vev-consent-button vev-consent-button-quiet" data-vev-consent-action="save">
          {dialogText.save}
        </button>
      </details>
    </dialog>
  );
}

/** Below the footer: reopens the dialog. Hidden until the consent script runs, as it does nothing without it. */
export function ConsentReopen() {
  return (
    <div className="vev-consent-reopen" hidden>
      <div className="vev-container vev-width-wide">
        <button type="button" data-vev-consent-open="" aria-controls="vev-consent">
          {dialogText.reopen}
        </button>
      </div>
    </div>
  );
}
