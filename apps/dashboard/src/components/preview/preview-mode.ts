/** The preview's size (spec 1 §4 'Preview mode'): mobile, desktop or full; remembered in this browser. */
import { useLocalStorage } from '@mantine/hooks';

export const previewModes = ['mobile', 'desktop', 'full'] as const;
export type PreviewMode = (typeof previewModes)[number];

/** Spec 1 §9: mobile 375×575; desktop's default height 64vh. */
export const mobileFrame = { width: 375, height: 575 } as const;
export const desktopDefaultHeight = '64vh';

const isPreviewMode = (value: unknown): value is PreviewMode => previewModes.includes(value as PreviewMode);

export function usePreviewMode() {
  return useLocalStorage<PreviewMode>({
    key: 'vev.previewMode',
    defaultValue: 'desktop',
    getInitialValueInEffect: false,
    deserialize: (value) => {
      const parsed = value ? (JSON.parse(value) as unknown) : undefined;
      return isPreviewMode(parsed) ? parsed : 'desktop';
    },
  });
}
