import type { ApiDescription, DocumentedOperation } from '../../http/openapi.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

interface Operation {
  parameters?: { name: string; in: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

function schemaBlock(title: string, content: Record<string, { schema: unknown }>): string {
  return Object.entries(content)
    .map(
      ([type, { schema }]) =>
        `<details><summary>${title} <code>${escapeHtml(type)}</code></summary>${json(schema)}</details>`,
    )
    .join('');
}

function section({ name, method, path, access, summary, operation }: DocumentedOperation): string {
  const { parameters = [], requestBody, responses } = operation as unknown as Operation;
  const parts = [
    `<section id="${name}" aria-labelledby="${name}-title">`,
    `<h2 id="${name}-title"><span class="method">${method}</span> <code>${escapeHtml(path)}</code></h2>`,
    `<p>${escapeHtml(summary)}</p>`,
    `<dl><dt>Operation</dt><dd><code>${name}</code></dd><dt>Access</dt><dd>${access}</dd></dl>`,
  ];
  if (parameters.length > 0) {
    parts.push(
      '<h3>Parameters</h3><ul>',
      ...parameters.map(
        (parameter) =>
          `<li><code>${escapeHtml(parameter.name)}</code> (${parameter.in}): <code>${escapeHtml(JSON.stringify(parameter.schema))}</code></li>`,
      ),
      '</ul>',
    );
  }
  if (requestBody) parts.push('<h3>Request body</h3>', schemaBlock('Body', requestBody.content));
  parts.push('<h3>Responses</h3><ul>');
  for (const [status, response] of Object.entries(responses)) {
    parts.push(
      `<li><strong>${status}</strong>: ${escapeHtml(response.description)}`,
      response.content ? schemaBlock('Schema', response.content) : '',
      '</li>',
    );
  }
  parts.push('</ul></section>');
  return parts.join('');
}

/**
 * The API as one plain page, rendered on the server from the OpenAPI document: no script, no
 * third party, so it works under the app's Content-Security-Policy and without the internet.
 */
export function renderApiDocsPage({ document, operations }: ApiDescription): string {
  const info = document.info as { title: string; description: string };
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(info.title)}</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#0f172a}',
    'code,pre{font-family:ui-monospace,monospace}pre{background:#f1f5f9;padding:.75rem;overflow:auto}',
    'section{border-top:1px solid #cbd5e1;margin-top:1.5rem}h2{font-size:1.15rem}',
    '.method{display:inline-block;min-width:4.5rem;font-weight:700}dt{font-weight:600}</style>',
    '</head><body><main>',
    `<h1>${escapeHtml(info.title)}</h1>`,
    `<p>${escapeHtml(info.description)}</p>`,
    '<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>',
    '<nav aria-label="Operations"><h2>Operations</h2><ul>',
    ...operations.map(
      ({ name, method, path }) =>
        `<li><a href="#${name}">${method} <code>${escapeHtml(path)}</code></a></li>`,
    ),
    '</ul></nav>',
    ...operations.map(section),
    '</main></body></html>',
  ].join('\n');
}
