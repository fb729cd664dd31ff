import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ProgressBar } from './ProgressBar';

/**
 * The outermost route: scroll goes to the top on navigation and back where it was on back
 * navigation, and a change of screen that takes a while shows a bar at the top.
 */
export function Root() {
  const changing = useNavigation().state !== 'idle';
  return (
    <>
      <ProgressBar active={changing} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** What shows while the first screen's code loads: the bar, once it takes a while. */
export function RootFallback() {
  return <ProgressBar active />;
}
