import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/** Mantine's modals, beside the app rather than around it: nothing reads their context, dialogs open through events. */
export function ModalsHost({ onListening }: { onListening: () => void }) {
  // The provider listens from its layout effect, which runs before this effect.
  useEffect(() => onListening(), [onListening]);
  return <ModalsProvider>{null}</ModalsProvider>;
}
