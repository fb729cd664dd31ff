/**
 * The home screen's timeline and figures (spec 3 §2 'Dashboard', §3 'Timeline item kinds'). The
 * fallbacks of spec 3 §8 live in @vev/shared (`timelineFallbacks`), verbatim.
 */
export const home = {
  timeline: {
    title: 'Siste hendelser',
    empty: 'Ingen hendelser enda',
    loadFailed: 'Kunne ikke hente hendelsene.',
    more: 'Vis flere',
    by: 'av {{name}}',
    items: {
      createdSite: 'Nettstedet {{title}} ble opprettet',
      createdOrder: 'Ny ordre: {{title}}',
      publishedProduct: 'Produktet «{{title}}» ble publisert',
      publishedPage: 'Siden «{{title}}» ble publisert',
      installedApp: 'Appen {{title}} ble installert',
      uninstalledApp: 'Appen {{title}} ble avinstallert',
      submittedForm: 'Skjemaet «{{title}}» ble sendt inn',
      systemMessage: '{{title}}',
    },
  },
  /** The shared `Tip` component's words, and the home screen's tip (issue 19). */
  tips: {
    title: 'Tips',
    hide: 'Skjul tipset',
    home: 'Her ser du det siste som har skjedd på nettstedet: nye ordrer, publiserte sider og produkter og innsendte skjemaer. Tallene til høyre viser de siste 7 dagene sammenlignet med de 7 dagene før.',
  },
  homeFigures: {
    revenue: 'Omsetning siste 7 dager',
    pageViews: 'Sidevisninger siste 7 dager',
    comparedTo: 'mot forrige 7 dager',
    noneYet: 'Ingen ennå',
  },
} as const;
