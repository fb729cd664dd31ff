export const dataSetSettingsListPath = '/innstillinger/datasett';
/** A set's settings; 'opprett' for a new one. */
export const dataSetSettingsPath = (id: string) => `${dataSetSettingsListPath}/${encodeURIComponent(id)}`;
