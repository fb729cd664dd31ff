/** Typed addresses of the access-key screens ('opprett' for a new key). */
export const accessKeyListPath = '/innstillinger/tilgangsnokler';
export const accessKeyPath = (id: string) => `${accessKeyListPath}/${encodeURIComponent(id)}`;
export const newAccessKeyId = 'opprett';
