/** The template screens' addresses (spec 2 §2: maler, maler/liste, maler/liste/{template}, maler/bruk). */
export const templatesOverviewPath = '/innstillinger/maler';
export const templateListPath = '/innstillinger/maler/liste';
export const templateUsagePath = '/innstillinger/maler/bruk';
export const newTemplateId = 'opprett';

/** The editor; `generelt` for the name, none for the preview and sections. */
export const templatePath = (id: string, tab?: 'generelt') => `${templateListPath}/${id}${tab ? `/${tab}` : ''}`;

export const templateDesignerPath = (id: string) => `/designer/maler/${id}`;
