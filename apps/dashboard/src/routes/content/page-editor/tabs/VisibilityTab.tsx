import { Fieldset, PasswordInput, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { type PageDocument, visibilityLabels } from '@vev/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CanonicalAndRedirect } from '../../../../components/form-fields/CanonicalAndRedirect';

const required = ' *';

/** Synlighet (not for product pages): who may see the page, search engines, canonical and redirect. */
export function VisibilityTab({ siteName, readOnly }: { siteName: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<PageDocument>();
  const visibility = useWatch({ control, name: 'visibility' });
  const errors = formState.errors;
  const toggle = (name: 'blockRobots') => (
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
    <Stack gap="lg" maw={640}>
      <Fieldset legend={t('editor.fields.visibility')} disabled={readOnly}>
        <Stack>
          <Controller
            control={control}
            name="visibility"
            render={({ field }) => (
              <Radio.Group value={field.value} onChange={field.onChange}>
                <Stack gap="xs">
                  <Radio value="public" label={visibilityLabels.public} />
                  <Radio value="password" label={visibilityLabels.password} />
                </Stack>
              </Radio.Group>
            )}
          />
          {visibility === 'password' && (
            <>
              <TextInput label={t('editor.fields.username')} value={siteName} readOnly />
              <PasswordInput
                label={`${t('editor.fields.password')}${required}`}
                error={errors.password?.message}
                {...register('password')}
              />
            </>
          )}
          {toggle('blockRobots')}
        </Stack>
      </Fieldset>
      <CanonicalAndRedirect readOnly={readOnly} />
    </Stack>
  );
}
