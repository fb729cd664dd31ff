import { Stack } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { CustomizeOptionsEditor } from '../../../../components/customize-options/CustomizeOptionsEditor';
import type { ProductForm } from '../product-form';

/** Brukertilpasning: the fields a buyer fills in, with prices and conditions (spec 3 'Customize option'). */
export function CustomizeTab({ readOnly }: { readOnly: boolean }) {
  const { control } = useFormContext<ProductForm>();
  return (
    <Stack maw={960}>
      <Controller
        control={control}
        name="customizeOptions"
        render={({ field }) => (
          <CustomizeOptionsEditor value={field.value} onChange={field.onChange} readOnly={readOnly} />
        )}
      />
    </Stack>
  );
}
