import { gateAllows, type Site, type SiteUpdate } from '@vev/shared';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../api/client';
import { formResolver } from '../../../components/form-resolver';
import { notifySuccess } from '../../../components/notify';
import { useLeaveGuard } from '../../../components/resource-editor/use-leave-guard';
import { usePermission, useUpdateSite } from '../../../hooks/api/sites';
import { changedFields } from './changed-fields';

export interface SettingsFormOptions<Values extends FieldValues> {
  schema: z.ZodType<Values, FieldValues>;
  /** The form's values from the saved site. */
  toForm: (site: Site) => Values;
  /** The site fields the form's values stand for. */
  toUpdate: (values: Values) => SiteUpdate;
  /** A server field path ('geo.coordinates.latitude') as the form names it; the same by default. */
  fieldOf?: (serverPath: string) => string;
}

/**
 * A settings screen's form over the site record: admins edit, others read; 'Lagre' sends the
 * changed fields, shows 'Innstillinger lagret' and puts the server's field messages on the fields.
 */
export function useSettingsForm<Values extends FieldValues>(site: Site, options: SettingsFormOptions<Values>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const readOnly = !gateAllows('admin', usePermission());
  const update = useUpdateSite();
  const form = useForm<Values>({
    defaultValues: options.toForm(site) as DefaultValues<Values>,
    resolver: formResolver(options.schema as never) as never,
    disabled: readOnly,
  });
  useLeaveGuard(form.formState.isDirty, pathname);

  const submit = form.handleSubmit(async (values) => {
    const changes = changedFields(site, options.toUpdate(values));
    if (Object.keys(changes).length === 0) {
      form.reset(values);
      notifySuccess(t('settings.saved'));
      return;
    }
    try {
      const saved = await update.mutateAsync(changes);
      form.reset(options.toForm(saved));
      notifySuccess(t('settings.saved'));
    } catch (error) {
      if (!(error instanceof ApiError && error.fields)) return;
      for (const [path, message] of Object.entries(error.fields)) {
        form.setError((options.fieldOf?.(path) ?? path) as Path<Values>, { message });
      }
    }
  });

  return { form, submit, readOnly, saving: update.isPending };
}
