/**
 * The site's own scripts (`customScripts`). Each is served as a file of the storefront
 * (`/_vev/scripts/{hash of its code}.js`), so the policy `script-src 'self'` holds and the code
 * never sits in the HTML. A script that waits for consent is written inert and started by the
 * consent script once its category is accepted.
 */
import { createHash } from 'node:crypto';
import type { CustomScript, ScriptPlacement } from '@vev/shared';
import { isNecessary } from './consent-model';

export const customScriptsPath = '/_vev/scripts';

/** Named after the code, so an edited script gets a new address and a file can be cached for good. */
export const scriptFileName = (code: string) =>
  `${createHash('sha256').update(code).digest('base64url').slice(0, 22)}.js`;

/** The code of the script the file name stands for, or null. */
export function scriptCodeFor(scripts: readonly CustomScript[], fileName: string): string | null {
  return scripts.find((script) => scriptFileName(script.code) === fileName)?.code ?? null;
}

/**
 * The script elements for one placement, in the admin's order. With the dialog on, a script whose
 * category is not always allowed is inert until consent; with it off there is no one to ask, so all run.
 */
export function customScriptTags(
  scripts: readonly CustomScript[],
  placement: ScriptPlacement,
  dialogEnabled: boolean,
): string {
  return scripts
    .filter((script) => script.placement === placement)
    .map((script) => {
      const src = `${customScriptsPath}/${scriptFileName(script.code)}`;
      const category = script.consentCategory;
      return dialogEnabled && category && !isNecessary(category)
        ? `<script type="text/plain" data-vev-consent="${category}" data-src="${src}"></script>`
        : `<script src="${src}"></script>`;
    })
    .join('');
}
