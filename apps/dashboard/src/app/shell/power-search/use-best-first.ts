/**
 * Keeps the power search's Enter on the best hit. The Spotlight highlights its first action when the
 * text changes, before the content hits are in (they are debounced and fetched); when they arrive
 * above the screens, its highlight stays on the screen it marked. So: whenever the ranked list
 * changes, the first item is highlighted again, unless the user chose one with the arrow keys; and an
 * Enter typed before the content hits are in opens the best hit once they are.
 */
import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';

/** The id of the Spotlight's list of actions, where the highlight lives (`data-selected`). */
export const resultListId = 'power-search-results';

const selectedSelector = '[data-action][data-selected]';

function highlightFirst(list: HTMLElement): void {
  for (const selected of list.querySelectorAll(selectedSelector)) selected.removeAttribute('data-selected');
  const first = list.querySelector<HTMLElement>('[data-action]');
  first?.setAttribute('data-selected', 'true');
  first?.scrollIntoView({ block: 'nearest' });
}

/**
 * `listKey` names the ranked items in order; `settled` is true once the content hits for the text are in.
 * Returns the handlers for the search box.
 */
export function useBestFirst(listKey: string, settled: boolean) {
  const chosenWithArrows = useRef(false);
  const enterWaiting = useRef(false);

  useEffect(() => {
    const list = listKey ? document.getElementById(resultListId) : null;
    if (list && (!chosenWithArrows.current || !list.querySelector(selectedSelector))) highlightFirst(list);
    if (settled && enterWaiting.current) {
      enterWaiting.current = false;
      list?.querySelector<HTMLElement>(selectedSelector)?.click();
    }
  }, [listKey, settled]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.nativeEvent.isComposing) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') chosenWithArrows.current = true;
      if (event.key === 'Enter' && !settled && !chosenWithArrows.current) {
        // The Spotlight opens what is highlighted right after this handler: nothing, until the best is known.
        enterWaiting.current = true;
        for (const selected of document.querySelectorAll(`#${resultListId} ${selectedSelector}`)) {
          selected.removeAttribute('data-selected');
        }
      }
    },
    [settled],
  );

  /** A new text starts over: the first item is the best again, and an earlier Enter was for the old text. */
  const onQueryChange = useCallback(() => {
    chosenWithArrows.current = false;
    enterWaiting.current = false;
  }, []);

  return { onKeyDown, onQueryChange };
}
