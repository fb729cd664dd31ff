/**
 * The words of the content area, the editors and the media library: most screens use them, the first
 * screen (the shell and Hjem) does not, so they load with the screens (`workspaceWords`).
 */
import { content } from './content';
import { dataSets } from './data-sets';
import { editor } from './editor';
import { fieldConditions } from './field-conditions';
import { media } from './media';

export const workspaceArea = { content, dataSets, editor, media, fieldConditions } as const;
