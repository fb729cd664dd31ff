import { createRequestParam } from '../../../components/resource-list';

/** The component screens' addresses (spec 3 §2 'Components'). */
export const componentListPath = '/innhold/komponenter';
export const newComponentId = 'opprett';
/** The list with its create modal open: where `/innhold/komponenter/opprett` leads. */
export const createComponentPath = `${componentListPath}?${createRequestParam}=1`;

/** The editor; `generelt` for the fields, none for the preview. */
export const componentPath = (id: string, tab?: 'generelt') => `${componentListPath}/${id}${tab ? `/${tab}` : ''}`;

export const componentDesignerPath = (id: string) => `/designer/komponenter/${id}`;
