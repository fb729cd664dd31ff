/** Asserts that an error answer is ours: JSON `{ error, message, fields? }` in Norwegian. */
import { apiErrorSchema, errorCodes } from '@vev/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Words and fragments that give away a validator's or a framework's own English text. */
const englishMarkers = [
  /\b(must|should|expected|received|required|invalid|unexpected|unrecognized|unknown|allowed)\b/i,
  /\b(error|failed|token|property|properties|characters|items|string|number|boolean|object|array)\b/i,
  /\b(the|is|are|not|of|and|or|in|too|cannot|please)\b/i,
  /\b(body|querystring|params|headers)[/.]/,
  /\bJSON at position\b/,
];

/** Everyday Norwegian that a sentence from our catalogues contains at least one of. */
const norwegianMarkers = [
  /[æøåÆØÅ«»]/,
  /\b(ikke|er|må|kan|for|du|feltet|ugyldig|ugyldige|fant|til|med|og|om|har|mangler|forventet|maks|minst|verdi|valg|felt|skriv|inn|velg)\b/i,
];

export function looksNorwegian(message: string): boolean {
  const text = message.trim();
  if (text.length < 3 || !/[.!?]$/.test(text)) return false;
  // A field's path in «» is the API's own name for it («customizeOptions.0.required»), not text.
  const words = text.replace(/«[\w.[\]-]*»/g, '');
  if (englishMarkers.some((marker) => marker.test(words))) return false;
  return norwegianMarkers.some((marker) => marker.test(text));
}

interface ExpectedError {
  status?: number;
  error?: string;
  message?: string;
}

/** The answer is a JSON error with a stable code and a Norwegian message (and field messages). */
export function expectNorwegianError(response: LightMyRequestResponse, expected: ExpectedError = {}) {
  if (expected.status !== undefined) expect(response.statusCode, response.body.slice(0, 300)).toBe(expected.status);
  expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = apiErrorSchema.strict().parse(response.json());
  expect(errorCodes).toContain(body.error);
  if (expected.error !== undefined) expect(body.error).toBe(expected.error);
  if (expected.message !== undefined) expect(body.message).toBe(expected.message);
  expect(looksNorwegian(body.message), `not Norwegian: ${body.message}`).toBe(true);
  for (const [field, message] of Object.entries(body.fields ?? {})) {
    expect(looksNorwegian(message), `«${field}» not Norwegian: ${message}`).toBe(true);
  }
  return body;
}

export const isJsonResponse = (response: LightMyRequestResponse) =>
  /^application\/json/.test(String(response.headers['content-type'] ?? ''));
