export type { DemoComponent, DemoPlaces, SectionPlan } from './common';
export { departmentPageSections, departmentTemplate } from './department';
export { homePageSections, homeTemplate } from './home';
export {
  categoryTemplateMain,
  productTemplateMain,
  shopComponents,
  shopGlobalContent,
  shopPageSections,
  shopTemplate,
} from './shop';
