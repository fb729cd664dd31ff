export type { DemoPlaces, SectionPlan } from './common';
export { departmentPageSections, departmentTemplate } from './department';
export { homePageSections, homeTemplate } from './home';
export { categoryTemplateMain, productTemplateMain, shopPageSections, shopTemplate } from './shop';
