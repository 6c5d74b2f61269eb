// /api/docs: the OpenAPI document as a readable page, served whole by this server (no script,
// no CDN, no font): endpoints by tag, each with who may call it, its parameters, its body and
// answers, and a curl line against this server.
import { escapeHtml, htmlPage } from '../../http/html-page';
import type { TOpenApiDocument } from './document';
import type { TEndpointExample, TExamples } from './examples';

type TSchema = Record<string, unknown>;
type TParameter = { name?: string; in?: string; required?: boolean; schema?: TSchema; $ref?: string };

const typeOf = (schema: TSchema | undefined): string => {
  if (!schema) return 'any';
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as TSchema[]).map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items as TSchema)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return typeof schema.type === 'string' ? schema.type : 'any';
};

const ACCESS: Record<string, string> = { public: 'Anyone', user: 'A signed-in user (bearer token)', admin: 'Admins only (bearer token)', 'this-machine': 'Scripts on the machine the emulator runs on' };

const parameterRows = (parameters: TParameter[]): string =>
  parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name ?? '')}</code></td><td>${escapeHtml(parameter.in ?? '')}</td><td><code>${escapeHtml(typeOf(parameter.schema))}</code></td><td>${parameter.required ? 'yes' : 'no'}</td></tr>`,
    )
    .join('');

const schemaBlock = (label: string, schema: unknown): string =>
  `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

const curlOf = (method: string, path: string, operation: Record<string, unknown>): string => {
  const parts = [`curl -X ${method.toUpperCase()}`];
  if (Array.isArray(operation.security) && operation.security.length > 0) parts.push(`-H 'Authorization: Bearer $TOKEN'`);
  if (operation.requestBody) parts.push(`-H 'Content-Type: application/json' -d '{…}'`);
  parts.push(`"$BASE${path}"`);
  return parts.join(' ');
};

// The examples scroll within a set height: tabindex lets a keyboard reach and scroll them.
const exampleBlocks = (example: TEndpointExample | undefined, hasBody: boolean): string => {
  if (!example) return '';
  // A body without fields (log out) still shows what to send: {}.
  const request = Object.keys(example.request).length > 0 || hasBody
    ? `<p class="example-label">Example ${hasBody ? 'request (path, query and body fields)' : 'request (path and query fields)'}</p><pre class="example" data-example="request" tabindex="0">${escapeHtml(JSON.stringify(example.request, null, 2))}</pre>`
    : '';
  const source = example.isRealAnswer ? 'the emulator’s answer on the demo data' : 'built from the schema with values of the demo data';
  return `${request}<p class="example-label">Example answer (200, ${source})</p><pre class="example" data-example="answer" tabindex="0">${escapeHtml(JSON.stringify(example.answer, null, 2))}</pre>`;
};

const STYLE = `  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; }
  article { border: 1px solid #d0d0d0; border-radius: 6px; padding: .75rem 1rem; margin: 1rem 0; }
  h3 { font-size: 1.05rem; margin: 0 0 .25rem; word-break: break-all; }
  .method { display: inline-block; min-width: 4rem; font-size: .85rem; padding: .1rem .4rem; border-radius: 4px; color: #fff; background: #3b3b3b; text-align: center; }
  .get { background: #0b5394; } .post { background: #1e6b2f; } .patch { background: #7a4a00; } .delete { background: #a00000; }
  .hint { color: #555; font-size: .9rem; }
  table { border-collapse: collapse; margin: .5rem 0; } caption { text-align: left; font-weight: 600; }
  th, td { border-bottom: 1px solid #d0d0d0; padding: .2rem .6rem; text-align: left; }
  .table-wrap { overflow-x: auto; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f6f6f6; padding: .6rem; border-radius: 4px; font-size: .85rem; }
  summary { cursor: pointer; color: #0b57d0; }
  .example-label { margin: .5rem 0 0; font-weight: 600; font-size: .9rem; }
  pre.example { max-height: 20rem; overflow: auto; }
  a { color: #0b57d0; }`;

export const docsPageHtml = (document: TOpenApiDocument, examples: TExamples): string => {
  const tags = document.tags as { name: string; description: string }[];
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const sections = tags
    .map((tag) => {
      const ofTag = operations.filter(({ operation }) => (operation.tags as string[])[0] === tag.name);
      const items = ofTag
        .map(({ path, method, operation }) => {
          // The shared Prefer header ($ref) is described once, not in every table.
          const parameters = (operation.parameters as TParameter[]).filter((parameter) => !parameter.$ref);
          const body = (operation.requestBody as { content: Record<string, { schema: TSchema }> } | undefined)?.content['application/json']?.schema;
          const responses = operation.responses as Record<string, { description: string; content?: Record<string, { schema: TSchema }> }>;
          const id = String(operation.operationId);
          // 200 for the gateway's endpoints; a control route may answer 201 (created).
          const successCode = Object.keys(responses).find((code) => code.startsWith('2'));
          return `<article id="${escapeHtml(id)}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(String(operation.summary))}. <span class="hint">Who: ${escapeHtml(ACCESS[String(operation['x-access'])] ?? '')} · operationId <code>${escapeHtml(id)}</code></span></p>
${parameters.length > 0 ? `<div class="table-wrap" tabindex="0"><table><caption>Parameters</caption><thead><tr><th scope="col">name</th><th scope="col">in</th><th scope="col">type</th><th scope="col">required</th></tr></thead><tbody>${parameterRows(parameters)}</tbody></table></div>` : ''}
${body ? schemaBlock('Request body (JSON Schema)', body) : ''}
${successCode ? schemaBlock(`${successCode} answer (JSON Schema)`, responses[successCode]?.content?.['application/json']?.schema) : ''}
${exampleBlocks(examples[id as keyof TExamples], Boolean(body))}
<p class="hint">Refusals: ${Object.keys(responses).filter((code) => !code.startsWith('2')).map((code) => `<abbr title="${escapeHtml(responses[code]?.description ?? '')}">${code}</abbr>`).join(', ')} — body <code>{"success": false, "message": "…", "errors"?: {field: [message]}}</code></p>
<pre class="curl">${escapeHtml(curlOf(method, path, operation))}</pre>
</article>`;
        })
        .join('\n');
      return `<section aria-labelledby="tag-${slug(tag.name)}"><h2 id="tag-${slug(tag.name)}">${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description)}</p>${items}</section>`;
    })
    .join('\n');
  const toc = tags.map((tag) => `<li><a href="#tag-${slug(tag.name)}">${escapeHtml(tag.name)}</a></li>`).join('');
  const info = document.info as { title: string; version: string; description: string };
  return htmlPage({
    title: `${info.title} · API reference`,
    style: STYLE,
    isIndexed: true,
    main: `<h1>${escapeHtml(info.title)} <span class="hint">${escapeHtml(info.version)}</span></h1>
<p>${escapeHtml(info.description)}</p>
<p>Machine-readable: <a href="openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}). In the curl lines, <code>$BASE</code> is this server's address and <code>$TOKEN</code> the <code>data.token</code> that <code>POST /api/login</code> answers.</p>
<nav aria-label="Sections"><ul>${toc}</ul></nav>
${sections}`,
  });
};
