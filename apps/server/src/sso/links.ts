/** Sign-on addresses that carry `dashboard=true` (go on to the dashboard afterwards) through the flow. */
export const ssoHref = (path: string, dashboard: boolean) => (dashboard ? `${path}?dashboard=true` : path);
