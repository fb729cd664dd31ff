/** Typed addresses of the access-key screens ('opprett' for a new key). */
export const accessKeyListPath = '/innstillinger/tilgangsnokler';
export const accessKeyPath = (id: string) => `${accessKeyListPath}/${encodeURIComponent(id)}`;
export const newAccessKeyId = 'opprett';
/** The server's reference of the API the keys open (not a dashboard route). */
export const apiReferenceUrl = '/api/reference';
