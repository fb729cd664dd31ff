import { findSectionDefinition } from '@vev/sections';
import { type ReactNode, useMemo } from 'react';
import { ApiError } from '../../api/client';
import { useBookingServicePicker } from '../../hooks/api/booking';
import { type ComponentPickerItem, useComponentPicker } from '../../hooks/api/components';
import { useDataSetPicker, useDataSetRecordPicker } from '../../hooks/api/data-sets';
import { useFormPicker } from '../../hooks/api/forms';
import { usePagePicker } from '../../hooks/api/pages';
import { useProductPicker } from '../../hooks/api/products';
import {
  type ReferenceOption,
  type ReferenceSearch,
  type SearchTarget,
  SectionFormContext,
  type SectionFormContextValue,
} from './context';

/** A chosen item that was deleted answers 404: the field then says it is gone instead of failing. */
const orNullWhenGone = <T,>(request: Promise<T>): Promise<T | null> =>
  request.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });

interface Picker<T> {
  queryKey: ReferenceSearch['queryKey'];
  search(text: string, signal: AbortSignal): Promise<T[]>;
  find(id: string, signal: AbortSignal): Promise<T>;
}

function referenceSearch<T>(picker: Picker<T>, toOption: (item: T) => ReferenceOption): ReferenceSearch {
  return {
    queryKey: picker.queryKey,
    search: async (text, signal) => (await picker.search(text, signal)).map(toOption),
    find: async (id, signal) => {
      const item = await orNullWhenGone(picker.find(id, signal));
      return item === null ? null : toOption(item);
    },
  };
}

const pageOption = (page: { _id: string; title: string; path: string }): ReferenceOption => ({
  value: page._id,
  label: page.title,
  description: page.path,
});

const productOption = (product: { _id: string; name: string; sku: string }): ReferenceOption => ({
  value: product._id,
  label: product.name,
  ...(product.sku ? { description: product.sku } : {}),
});

/** Sections show published products only. */
const publishedProducts = { draft: 'false' } as const;

const componentOption = (component: ComponentPickerItem): ReferenceOption => ({
  value: component._id,
  label: component.name,
  description: findSectionDefinition(component.component)?.label ?? component.component,
});

const formOption = (form: { _id: string; name: string; internalDescription: string }): ReferenceOption => ({
  value: form._id,
  label: form.name,
  ...(form.internalDescription ? { description: form.internalDescription } : {}),
});

const dataSetOption = (set: { _id: string; label: string; name: string }): ReferenceOption => ({
  value: set._id,
  label: set.label,
  description: set.name,
});

const dataSetRecordOption = (record: { _id: string; title: string; dataSet: string }): ReferenceOption => ({
  value: record._id,
  label: record.title || record._id,
  description: record.dataSet,
});

const bookingServiceOption = (service: { _id: string; name: string; description: string }): ReferenceOption => ({
  value: service._id,
  label: service.name,
  ...(service.description ? { description: service.description.slice(0, 80) } : {}),
});

/**
 * The section form's searches through the dashboard's API: pages of each kind, every page for links,
 * published products, reusable components, forms, data sets and their records, booking services.
 */
export function DefaultSectionFormProvider(props: {
  children: ReactNode;
  extra?: Partial<Record<SearchTarget, ReferenceSearch>>;
  fontFamilies?: readonly string[];
}) {
  const anyPage = usePagePicker({});
  const page = usePagePicker({ isCategory: false, isProductPage: false });
  const category = usePagePicker({ isCategory: true });
  const productPage = usePagePicker({ isProductPage: true });
  const component = useComponentPicker();
  const product = useProductPicker(publishedProducts);
  const form = useFormPicker();
  const dataSet = useDataSetPicker();
  const dataSetRecord = useDataSetRecordPicker();
  const bookingService = useBookingServicePicker();
  const { extra, fontFamilies } = props;
  const value = useMemo<SectionFormContextValue>(
    () => ({
      searches: {
        anyPage: referenceSearch(anyPage, pageOption),
        page: referenceSearch(page, pageOption),
        category: referenceSearch(category, pageOption),
        productPage: referenceSearch(productPage, pageOption),
        component: referenceSearch(component, componentOption),
        product: referenceSearch(product, productOption),
        form: referenceSearch(form, formOption),
        dataSet: referenceSearch(dataSet, dataSetOption),
        dataSetRecord: referenceSearch(dataSetRecord, dataSetRecordOption),
        bookingService: referenceSearch(bookingService, bookingServiceOption),
        ...extra,
      },
      fontFamilies: fontFamilies ?? [],
    }),
    [
      anyPage,
      page,
      category,
      productPage,
      component,
      product,
      form,
      dataSet,
      dataSetRecord,
      bookingService,
      extra,
      fontFamilies,
    ],
  );
  return <SectionFormContext.Provider value={value}>{props.children}</SectionFormContext.Provider>;
}
