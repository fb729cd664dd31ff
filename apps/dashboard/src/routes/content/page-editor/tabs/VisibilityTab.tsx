import { Fieldset, PasswordInput, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { type PageDocument, redirectStatusLabels, visibilityLabels } from '@vev/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const required = ' *';

/** Synlighet (not for product pages): who may see the page, search engines, canonical and redirect. */
export function VisibilityTab({ siteName, readOnly }: { siteName: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<PageDocument>();
  const [visibility, canonical, redirect] = useWatch({
    control,
    name: ['visibility', 'customCanonicalEnabled', 'redirectEnabled'],
  });
  const errors = formState.errors;
  const toggle = (name: 'blockRobots' | 'customCanonicalEnabled' | 'redirectEnabled') => (
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
    </Stack>
  );
}
