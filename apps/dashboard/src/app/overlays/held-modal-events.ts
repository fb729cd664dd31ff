/**
 * Confirmations and dialogs open through `modals.*` of @mantine/modals, which fires window events
 * that only a mounted ModalsProvider hears. The provider (and Mantine's Modal behind it) loads with
 * the first dialog instead of the first screen: until then the opening events are held here, and
 * handed to the provider once it listens.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const openingEvents = ['openModal', 'openConfirmModal', 'openContextModal'].map((name) => `mantine-modals:${name}`);

export function useHeldModalEvents(): { wanted: boolean; release: () => void } {
  const held = useRef<CustomEvent[]>([]);
  const stopHolding = useRef<() => void>(() => {});
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const hold = (event: Event) => {
      held.current.push(event as CustomEvent);
      setWanted(true);
    };
    for (const name of openingEvents) window.addEventListener(name, hold);
    stopHolding.current = () => {
      for (const name of openingEvents) window.removeEventListener(name, hold);
    };
    return stopHolding.current;
  }, []);

  const release = useCallback(() => {
    stopHolding.current();
    for (const event of held.current.splice(0)) {
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
    }
  }, []);

  return { wanted, release };
}
