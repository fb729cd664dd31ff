/** A site's own script, by the hash of its code: a changed script has another address, so a file keeps. */
import { customScriptsPath, scriptCodeFor } from '../consent/custom-scripts';
import { pass, plainNotFound, type Resolver, segmentAfter, sendScript } from './resolver';

export function customScriptsResolver(): Resolver {
  return {
    async resolve({ site, pathname, restricted }, _request, reply) {
      const file = segmentAfter(pathname, customScriptsPath);
      if (file === null) return pass;
      const code = scriptCodeFor(site.settings.customScripts, file);
      return code === null
        ? plainNotFound(reply, 'Fant ikke skriptet.')
        : sendScript(reply, code, `${restricted ? 'private' : 'public'}, max-age=31536000, immutable`);
    },
  };
}
