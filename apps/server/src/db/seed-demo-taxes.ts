/**
 * Demo Butikk's tax classes: Norway's MVA rates (general 25 %, food 15 %, passenger transport and
 * accommodation 12 %, and exempt sales). Fixed ids, so demo products can name their class.
 */
import { defaultTaxClassId, type TaxClass } from '@vev/shared';

const mva = (value: number) => [{ name: 'MVA', value, priority: 1, compound: false, shipping: false }];

export const demoTaxClasses: TaxClass[] = [
  {
    id: defaultTaxClassId,
    name: defaultTaxClassId,
    description: 'Alminnelig sats for varer og tjenester.',
    rates: [{ name: 'MVA', value: 25, priority: 1, compound: false, shipping: true }],
  },
  { id: 'naeringsmidler', name: 'Næringsmidler', description: 'Mat og drikke, unntatt alkohol.', rates: mva(15) },
  {
    id: 'persontransport',
    name: 'Persontransport og overnatting',
    description: 'Reiser, hotell og utleie av rom.',
    rates: mva(12),
  },
  { id: 'avgiftsfritt', name: 'Avgiftsfritt', description: 'Salg som er fritatt for MVA.', rates: mva(0) },
];
