import { Fieldset, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { redirectStatusLabels } from '@vev/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const required = ' *';

/** The fields a page and a product share for a canonical address and a redirect. */
interface CanonicalAndRedirectFields {
  customCanonicalEnabled: boolean;
  customCanonicalUrl: string;
  redirectEnabled: boolean;
  redirectUrl: string;
  redirectStatusCode: 301 | 302;
}

/** A custom canonical address, and a redirect with 302 (default) or 301 (spec 1 §5, spec 3 §5). */
export function CanonicalAndRedirect({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<CanonicalAndRedirectFields>();
  const [canonical, redirect] = useWatch({ control, name: ['customCanonicalEnabled', 'redirectEnabled'] });
  const errors = formState.errors;
  const toggle = (name: 'customCanonicalEnabled' | 'redirectEnabled') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={t(`editor.fields.${name}`)}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
  return (
    <>
      <Fieldset legend={t('editor.fields.customCanonicalUrl')} disabled={readOnly}>
        <Stack>
          {toggle('customCanonicalEnabled')}
          {canonical && (
            <TextInput
              type="url"
              label={`${t('editor.fields.customCanonicalUrl')}${required}`}
              placeholder="https://"
              error={errors.customCanonicalUrl?.message}
              {...register('customCanonicalUrl')}
            />
          )}
        </Stack>
      </Fieldset>
      <Fieldset legend={t('editor.fields.redirectUrl')} disabled={readOnly}>
        <Stack>
          {toggle('redirectEnabled')}
          {redirect && (
            <>
              <TextInput
                label={`${t('editor.fields.redirectUrl')}${required}`}
                error={errors.redirectUrl?.message}
                {...register('redirectUrl')}
              />
              <Controller
                control={control}
                name="redirectStatusCode"
                render={({ field }) => (
                  <Radio.Group
                    label={t('editor.fields.redirectStatusCode')}
                    value={String(field.value)}
                    onChange={(value) => field.onChange(Number(value))}
                  >
                    <Stack gap="xs" mt={4}>
                      <Radio value="302" label={redirectStatusLabels[302]} />
                      <Radio value="301" label={redirectStatusLabels[301]} />
                    </Stack>
                  </Radio.Group>
                )}
              />
            </>
          )}
        </Stack>
      </Fieldset>
    </>
  );
}
