/** Eksperimenter's addresses (spec 3 §2 'Experiments'). */
export const newExperimentId = 'opprett';
export const experimentListPath = '/eksperimenter';
export const experimentPath = (id: string) => `${experimentListPath}/${encodeURIComponent(id)}`;
export const experimentVariantsPath = (id: string) => `${experimentPath(id)}/varianter`;

/** The designer on the tested page inside a variant (spec 3 §2: `experiment` and `experimentVariant`). */
export const variantDesignerPath = (pageId: string, experimentId: string, variantId: string) =>
  `/designer/sider/${encodeURIComponent(pageId)}?${new URLSearchParams({
    experiment: experimentId,
    experimentVariant: variantId,
  })}`;
