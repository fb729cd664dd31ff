/**
 * The form built from prop definitions (sections, reusable components, theme settings): see
 * `SectionForm`, or `useSectionForm` with `SectionFormFields` under a screen's own buttons. The
 * searches it needs come from `SectionFormContext` (`DefaultSectionFormProvider` for the dashboard's).
 */
export {
  type ReferenceOption,
  type ReferenceSearch,
  type SearchTarget,
  SectionFormContext,
  type SectionFormContextValue,
} from './context';
export { DefaultSectionFormProvider } from './DefaultSectionFormProvider';
export { RichTextInput, type RichTextInputProps } from './rich-text/RichTextInput';
export { SectionForm } from './SectionForm';
export { SectionFormFields } from './SectionFormFields';
export type { SectionFormOptions, SectionFormProps } from './types';
export { type SectionFormState, useSectionForm } from './use-section-form';
