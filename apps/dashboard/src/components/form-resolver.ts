/**
 * The resolver every form uses: zod with the Norwegian messages. zod stays out of the first
 * screen's bundle, so the messages are installed here, when the first form loads.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { installNorwegianValidationMessages } from '@vev/shared';

installNorwegianValidationMessages();

export const formResolver = zodResolver;
