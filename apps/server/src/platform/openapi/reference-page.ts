/**
 * /api/reference: the OpenAPI document as one readable, self-contained page (no scripts, no
 * requests elsewhere), grouped by area, for the people who integrate with the API.
 */
import { escapeHtml } from '../html';
import { componentName, type JsonSchema, schemaText } from './schema-text';
import { securitySchemeNames } from './security';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface Content {
  content?: Record<string, { schema?: JsonSchema }>;
  description?: string;
  $ref?: string;
}

export interface ReferenceOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: Content;
  responses?: Record<string, Content>;
  security?: Record<string, string[]>[];
}

export interface ReferenceDocument {
  info: { title: string; version: string };
  paths: Record<string, Record<string, ReferenceOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const methodOrder = ['get', 'post', 'put', 'patch', 'delete'];
const whereLabels: Record<string, string> = {
  path: 'sti',
  query: 'spørring',
  header: 'hode',
  cookie: 'informasjonskapsel',
};

const anchor = (text: string) =>
  text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A schema as text, its named components linked to their section at the end of the page. */
type SchemaBlock = (schema: JsonSchema) => string;

function schemaBlocks(componentNames: string[]): SchemaBlock {
  const names = new Set(componentNames);
  return (schema) => {
    const text = escapeHtml(schemaText(schema));
    const linked = text.replace(/\b[A-Z][A-Za-z0-9]+\b/g, (word) =>
      names.has(word) ? `<a href="#schema-${anchor(word)}">${word}</a>` : word,
    );
    return `<pre>${linked}</pre>`;
  };
}

function bodySchemas(content: Content | undefined): [string, JsonSchema][] {
  return Object.entries(content?.content ?? {}).flatMap(([type, media]) =>
    media.schema ? [[type, media.schema]] : [],
  );
}

function parametersTable(parameters: Parameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters.map(
    (parameter) =>
      `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${whereLabels[parameter.in] ?? parameter.in}</td>` +
      `<td><code>${escapeHtml(schemaText(parameter.schema ?? {}))}</code></td><td>${parameter.required ? 'ja' : 'nei'}</td></tr>`,
  );
  return `<table><thead><tr><th>Parameter</th><th>Hvor</th><th>Type</th><th>Påkrevd</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function scopesOf(operation: ReferenceOperation): string {
  const scopes = (operation.security ?? []).flatMap((requirement) => requirement[securitySchemeNames.accessKey] ?? []);
  return scopes.length ? scopes.map((scope) => `<code>${escapeHtml(scope)}</code>`).join(', ') : '–';
}

function operationHtml(path: string, method: string, operation: ReferenceOperation, schemaBlock: SchemaBlock): string {
  const id = operation.operationId ?? `${method}-${path}`;
  const request = bodySchemas(operation.requestBody).map(
    ([type, schema]) => `<details><summary>Forespørsel (${escapeHtml(type)})</summary>${schemaBlock(schema)}</details>`,
  );
  const responses = Object.entries(operation.responses ?? {});
  const answers = responses
    .filter(([status]) => status.startsWith('2'))
    .map(([status, response]) => {
      const schemas = bodySchemas(response);
      if (schemas.length === 0)
        return `<p class="answer">Svar ${status}: ${escapeHtml(response.description ?? '')}</p>`;
      return schemas
        .map(
          ([type, schema]) =>
            `<details><summary>Svar ${status} (${escapeHtml(type)})</summary>${schemaBlock(schema)}</details>`,
        )
        .join('');
    });
  const errors = responses.filter(([status]) => status.startsWith('4')).map(([status]) => status);
  // The description ends with the route's access sentence (document.ts); shown here as the Tilgang row.
  const access = ((operation.description ?? '').split('\n').at(-1) ?? '').replace(/^Tilgang: (.)/, (_, first: string) =>
    first.toUpperCase(),
  );
  return `<article class="operation" id="op-${escapeHtml(id)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p class="summary">${escapeHtml(operation.summary ?? '')}</p>
<dl>
<dt>Operasjon</dt><dd><code>${escapeHtml(id)}</code></dd>
<dt>Tilgang</dt><dd>${escapeHtml(access)}</dd>
<dt>Scope</dt><dd>${scopesOf(operation)}</dd>
${errors.length ? `<dt>Feilsvar</dt><dd>${errors.join(', ')} (se <a href="#feilsvar">Feilsvar</a>)</dd>` : ''}
</dl>
${parametersTable(operation.parameters ?? [])}
${request.join('')}${answers.join('')}
</article>`;
}

const style = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1a1b1e;background:#f8f9fa}
header,main{max-width:980px;margin:0 auto;padding:0 24px}
header{padding-top:32px}
nav ul{columns:3 200px;padding-left:18px}
section{margin:32px 0}
h2{border-bottom:1px solid #dee2e6;padding-bottom:6px}
.operation{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:12px 16px;margin:12px 0}
.operation h3{margin:0 0 4px;font-size:15px;word-break:break-all}
.method{display:inline-block;min-width:58px;text-align:center;border-radius:4px;padding:1px 6px;color:#fff;font-size:12px;background:#495057}
.get{background:#1c7ed6}.post{background:#2f9e44}.patch{background:#e8590c}.put{background:#e8590c}.delete{background:#c92a2a}
.summary{margin:4px 0 8px;font-weight:600}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 8px}
dt{color:#495057}dd{margin:0}
table{border-collapse:collapse;margin:8px 0;font-size:14px}
th,td{border:1px solid #dee2e6;padding:3px 8px;text-align:left}
pre{background:#f1f3f5;padding:8px 12px;border-radius:6px;overflow-x:auto;font-size:13px}
details{margin:6px 0}summary{cursor:pointer;color:#1864ab}
code{font-size:13px}
`;

function groupByTag(document: ReferenceDocument, schemaBlock: SchemaBlock): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methodOrder) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Annet';
      groups.set(tag, [...(groups.get(tag) ?? []), operationHtml(path, method, operation, schemaBlock)]);
    }
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b, 'nb')));
}

export function referencePage(document: ReferenceDocument): string {
  const schemaBlock = schemaBlocks(Object.keys(document.components?.schemas ?? {}));
  const groups = groupByTag(document, schemaBlock);
  const toc = [...groups].map(
    ([tag, operations]) => `<li><a href="#omrade-${anchor(tag)}">${escapeHtml(tag)}</a> (${operations.length})</li>`,
  );
  const sections = [...groups].map(
    ([tag, operations]) =>
      `<section id="omrade-${anchor(tag)}"><h2>${escapeHtml(tag)}</h2>${operations.join('\n')}</section>`,
  );
  const schemas = Object.entries(document.components?.schemas ?? {}).map(
    ([name, schema]) => `<h3 id="schema-${anchor(name)}">${escapeHtml(componentName(name))}</h3>${schemaBlock(schema)}`,
  );
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API-referanse – ${escapeHtml(document.info.title)}</title>
<style>${style}</style>
</head>
<body>
<header>
<h1>API-referanse</h1>
<p>${escapeHtml(document.info.title)}, versjon ${escapeHtml(document.info.version)}. Det samme står maskinlesbart i <a href="/api/docs">OpenAPI-dokumentet (JSON)</a>, som kodegeneratorer som openapi-typescript kan lage en typet klient fra.</p>
<nav aria-label="Områder"><ul><li><a href="#kom-i-gang">Kom i gang</a></li><li><a href="#feilsvar">Feilsvar</a></li>${toc.join('')}<li><a href="#skjemaer">Skjemaer</a></li></ul></nav>
</header>
<main>
<section id="kom-i-gang"><h2>Kom i gang</h2>
<ol>
<li>En administrator oppretter en tilgangsnøkkel under Innstillinger → Tilgangsnøkler og velger hva den får lese og endre (scopes). Hemmeligheten vises bare én gang.</li>
<li>Programmet ditt henter et tilgangstoken: <code>POST /api/oauth/token</code> med <code>grant_type=client_credentials</code>, <code>client_id</code> og <code>client_secret</code> (JSON, skjema eller HTTP Basic). Tokenet varer i én time.</li>
<li>Send tokenet som <code>Authorization: Bearer …</code> på kall under <code>/api/sites/{siteId}/…</code> for nøkkelens nettsted. Hvert kall sier hvilket scope det krever; kall uten scope er bare for dashbordet (økt med informasjonskapsel, og CSRF-hodet <code>x-csrf-token</code> på kall som endrer noe).</li>
</ol>
<p>Lister tar <code>skip</code> og <code>limit</code> og svarer med en liste; du har nådd slutten når færre enn <code>limit</code> kommer tilbake. Beløp er i øre, tider er ISO 8601, id-er heter <code>_id</code>.</p>
</section>
<section id="feilsvar"><h2>Feilsvar</h2>
<p>Alle feil har samme form, med en stabil kode for programmet og en norsk melding for mennesker:</p>
<pre>{ error: string; message: string; fields?: Record&lt;string, string&gt; }</pre>
<p><code>fields</code> sier hvilke felt som er ugyldige (ved 400). 400 ugyldig forespørsel, 401 ikke innlogget eller ugyldig token, 403 ingen tilgang, 404 finnes ikke (også for nettsteder du ikke er medlem av), 409 konflikt, 413 for stor, 429 for mange forsøk (se <code>Retry-After</code>).</p>
</section>
${sections.join('\n')}
<section id="skjemaer"><h2>Skjemaer</h2>${schemas.join('\n')}</section>
</main>
</body>
</html>`;
}
