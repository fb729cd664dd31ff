import { Outlet, ScrollRestoration } from 'react-router';

/** The outermost route: scroll goes to the top on navigation and back where it was on back navigation. */
export function Root() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
