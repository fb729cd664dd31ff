/** Typed addresses of the department screens ('opprett' for a new department). */
export const departmentListPath = '/innstillinger/avdelinger';
export const departmentPath = (id: string) => `${departmentListPath}/${encodeURIComponent(id)}`;
export const newDepartmentId = 'opprett';
