/** How the shipping screens name a zone's countries and postcode ranges. */
import { formatPostcodeRange, type ShippingRegions } from '@vev/shared';

const names = new Intl.DisplayNames(['nb'], { type: 'region' });

/** 'Norge' for 'NO'; the code itself for one the browser does not know. */
export const countryName = (code: string): string => names.of(code) ?? code;

/** The countries a zone can cover: the Nordics first, then the rest of Europe and a few beyond. */
const countryCodes = [
  'NO',
  'SE',
  'DK',
  'FI',
  'IS',
  'SJ',
  'AX',
  'FO',
  'GL',
  'DE',
  'NL',
  'BE',
  'LU',
  'FR',
  'GB',
  'IE',
  'ES',
  'PT',
  'IT',
  'AT',
  'CH',
  'PL',
  'CZ',
  'SK',
  'HU',
  'SI',
  'HR',
  'EE',
  'LV',
  'LT',
  'GR',
  'CY',
  'MT',
  'RO',
  'BG',
  'US',
  'CA',
  'AU',
  'NZ',
  'JP',
];

export const countryOptions = countryCodes.map((code) => ({ value: code, label: countryName(code) }));

/** 'Norge' or 'Norge, postnummer 8000–9999' for the lists. */
export function describeRegions(
  regions: ShippingRegions,
  words: { everywhere: (countries: string) => string; postcodes: (countries: string, ranges: string) => string },
): string {
  const countries = regions.countries.map(countryName).join(', ');
  if (regions.postcodeRanges.length === 0) return words.everywhere(countries);
  return words.postcodes(countries, regions.postcodeRanges.map(formatPostcodeRange).join(', '));
}
