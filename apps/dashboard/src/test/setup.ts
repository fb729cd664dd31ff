import { loadSettingsCatalogue } from '../i18n';

// Component tests render settings screens directly, without the router that loads their words.
await loadSettingsCatalogue();
