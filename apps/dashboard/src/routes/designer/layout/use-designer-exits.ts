import { useLocation, useNavigate } from 'react-router';

/**
 * Leaving design mode (spec 1 §2 'Design mode'): `close` goes to the item's own screen (for
 * templates, theme and global content back where the user came from inside the dashboard, when
 * there is such a place); `back` is ctrl/cmd+shift+left, the previous screen.
 */
export function useDesignerExits(closeTo: string, closeGoesBack = false) {
  const navigate = useNavigate();
  // A first page load has the key 'default': there is nothing of ours to go back to.
  const cameFromApp = useLocation().key !== 'default';
  const back = () => (cameFromApp ? navigate(-1) : navigate(closeTo));
  return { close: closeGoesBack ? back : () => navigate(closeTo), back };
}
