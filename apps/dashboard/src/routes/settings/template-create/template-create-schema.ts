/** 'Opprett mal' (spec 2 §5 'Required names: template name'): a name, and whether it is a sub-template. */
import { installNorwegianValidationMessages } from '@vev/shared';
import { z } from 'zod';

installNorwegianValidationMessages();

export const templateNameMaxLength = 120;

export const templateNameSchema = z.string().trim().min(1).max(templateNameMaxLength);

export const templateCreateFormSchema = z.object({ name: templateNameSchema, partial: z.boolean() }).strict();
export type TemplateCreateForm = z.infer<typeof templateCreateFormSchema>;
