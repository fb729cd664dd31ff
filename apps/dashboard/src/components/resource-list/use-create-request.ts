import { gateAllows } from '@vev/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../hooks/api/sites';

/** The flag an editor's `…/opprett` address leaves on its list: `?opprett=1`. */
export const createRequestParam = 'opprett';

/**
 * A list the editor's `…/opprett` address lands on opens its create modal once: when the user's
 * permission is known (not before, or a slow answer would drop the request), if they may create;
 * the flag is dropped from the address either way.
 */
export function useCreateRequest(open: () => void): void {
  const permission = usePermission();
  // The latest `open`, without making the request depend on a function made anew each render.
  const openRef = useRef(open);
  openRef.current = open;
  const [params, setParams] = useSearchParams();
  const requested = params.has(createRequestParam);
  useEffect(() => {
    if (!requested || !permission) return;
    if (gateAllows('contributor', permission)) openRef.current();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(createRequestParam);
        return next;
      },
      { replace: true },
    );
  }, [requested, permission, setParams]);
}
