/**
 * @vev/sections: the section types a site is built from, and the themes it is dressed in.
 *
 * Definitions (server and dashboard):
 * - `listSectionDefinitions`, `findSectionDefinition`: the registry (name, Norwegian label, description,
 *   icon as a @tabler/icons-react name, props, usableInSection, usableInRichContent).
 * - `sectionPropsSchema(definition)`: the zod schema of a section's props. It fills in defaults,
 *   refuses unknown props, applies `required` and each prop's `validationFn` to the props that are
 *   shown (`showFn`), and stores rich text as raw draft JSON. `defaultSectionProps` for a new section.
 * - `sectionReferences`: the media, pages, products, categories … a section refers to, for the
 *   references table on save and for the storefront to resolve before rendering.
 * - `sectionTitle`: how the designer lists a section (HTML stripped, cut at 75 characters with '…').
 * - `checkSectionInstances`: a list of placed sections checked before it is stored (types, names, props).
 *
 * Rendering (storefront and preview, with react-dom/server):
 * - `<SectionList sections data eager>` renders instances in order; `StorefrontData` holds the site and
 *   the resolved pages, products and categories (a category with its child ids and first product ids).
 *   Each section sits in `<div data-vev-section={name} data-vev-component={type}>` (display: contents)
 *   for the preview bridge.
 * - `sectionStylesheet`: the CSS of every section; it reads the theme's `--vev-*` variables.
 * - `<RichText value>` renders stored rich text (raw draft JSON) as text nodes, and `isColor` tells a
 *   colour that is safe in CSS, for other storefront parts that show admin-written text and colours.
 *
 * Global content (designer `/designer/globalt`):
 * - `globalContentProps` (company, organisation number, phone, e-mail, address, opening hours, social
 *   links, announcement bar) and `globalContentSchema` validate the site's globalProps/globalPropsDraft;
 *   `globalContentForRender` reads stored content leniently. `StorefrontData.global` carries it to the
 *   header (announcement bar), the footer and the contact section (fallbacks for what they leave empty).
 *
 * Themes:
 * - `loadTheme(name)` loads a named theme on demand, or throws `ThemeNotFoundError`
 *   ('Theme {name} not found'); `themeCatalog` lists them without loading.
 * - theme.config and theme.configDraft hold the values of the theme settings form (`themeSettingsProps`:
 *   the theme's name, colours, fonts, font sources, radius), validated with `themeConfigSchema`;
 *   `applyThemeConfig(theme, themeConfigForRender(config))` applies them; `themeStylesheet(theme)` gives the
 *   variables and font faces, `themeFontLinks(theme)` the Google and Typekit stylesheets to link, and
 *   `themeFontHosts(theme)` the hosts those come from (none unless the site chose such fonts).
 * - The themes' own fonts are the platform's (`hostedFontFamilies`), served by the storefront at
 *   `hostedFontPath/{hostedFontFileName(file)}`; `parseHostedFontFileName` reads such a name back.
 */

export * from './data-sets';
export {
  checkSectionInstances,
  firstIncompleteSection,
  type SectionCheck,
  type SectionCheckOptions,
  sectionInstanceMessages,
} from './definition/instances';
export {
  areaMarks,
  areaOf,
  type CopiedSection,
  duplicateSection,
  insertAfter,
  moveSection,
  newPlacedTemplate,
  newSectionInstance,
  readCopiedSection,
  type SectionArea,
} from './definition/operations';
export {
  defaultSectionProps,
  draftSectionPropsSchema,
  fontSettingSchema,
  galleryItemSchema,
  isShown,
  linkSchema,
  propsObjectSchema,
  sectionPropsSchema,
} from './definition/schema';
export type {
  FontSetting,
  GalleryItem,
  ItemDefinition,
  Link,
  PropDefinition,
  PropType,
  RefTarget,
  SectionDefinition,
  SectionProps,
  SelectOption,
} from './definition/types';
export { refTargets } from './definition/types';
export { isColor } from './definition/values';
export { propsReferences, type SectionReference, sectionReferences, sectionTitle } from './definition/walk';
export {
  addressText,
  type GlobalContent,
  globalContentForRender,
  globalContentProps,
  globalContentSchema,
} from './global/global-content';
export {
  type ProductContent,
  productContentForRender,
  productContentProps,
  productContentSchema,
} from './global/product-content';
export { findSectionDefinition, listSectionDefinitions, type SectionListFilter, sectionDefinitions } from './registry';
export type {
  FormState,
  ResolvedAttributeValue,
  ResolvedBookingService,
  ResolvedBundleItem,
  ResolvedCategory,
  ResolvedCustomizeField,
  ResolvedDataSet,
  ResolvedForm,
  ResolvedLabel,
  ResolvedLinkedProduct,
  ResolvedPage,
  ResolvedPrice,
  ResolvedProduct,
  ResolvedVariant,
  StorefrontData,
} from './render/context';
export { emptyStorefrontData } from './render/context';
export { formHoneypotName, formReferrerName, formScript, formScriptPath, formSubmitPath } from './render/form-script';
export { imageUrlAtWidth } from './render/media';
export { productScript, productScriptPath } from './render/product-script';
export { RichText } from './render/rich-text';
export { type SectionInstance, SectionList, SectionView } from './render/section-list';
export { dataSetListMax } from './sections/data-set-list';
export { videoEmbedUrl } from './sections/video-embed';
export { sectionStylesheet } from './styles';
export { applyThemeConfig, themeStylesheet } from './themes/css';
export { type ThemeFontHosts, themeFontHosts, themeFontLinks } from './themes/fonts';
export {
  type HostedFontFile,
  hostedFontFamilies,
  hostedFontFileName,
  hostedFontPath,
  parseHostedFontFileName,
} from './themes/hosted-fonts';
export {
  defaultThemeName,
  isThemeName,
  loadTheme,
  type ThemeName,
  ThemeNotFoundError,
  themeCatalog,
} from './themes/loader';
export {
  type ThemeSettings,
  themeConfigForRender,
  themeConfigSchema,
  themeSettingsProps,
} from './themes/settings';
export type { FontSources, Theme, ThemeColors, ThemeConfig } from './themes/types';
