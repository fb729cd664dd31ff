/** 'Opprett komponent' (spec 3 §5 'Component: name and component type required'). */
import { installNorwegianValidationMessages } from '@vev/shared';
import { z } from 'zod';

installNorwegianValidationMessages();

export const componentLimits = { name: 120, description: 500 } as const;

export const componentNameSchema = z.string().trim().min(1).max(componentLimits.name);
export const componentDescriptionSchema = z.string().max(componentLimits.description);

export const componentCreateFormSchema = z
  .object({
    name: componentNameSchema,
    component: z.string().min(1),
    description: componentDescriptionSchema,
  })
  .strict();
export type ComponentCreateForm = z.infer<typeof componentCreateFormSchema>;
