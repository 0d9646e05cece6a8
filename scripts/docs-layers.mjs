// `npm run docs:layers`: writes the API's module layers, read from MODULE_LAYERS in
// eslint.config.js, into the marked block of docs/adding-a-module.md. tooling/docs.test.ts fails
// when the block no longer matches the list, so the docs name the layers lint enforces.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
export const LAYERS_CONFIG = 'eslint.config.js';
export const LAYERS_DOC = 'docs/adding-a-module.md';
const START =
  '<!-- module-layers: written by `npm run docs:layers` from MODULE_LAYERS in eslint.config.js -->';
const END = '<!-- /module-layers -->';

/** The names in `const MODULE_LAYERS = [...]` of the given source, bottom first. */
export function moduleLayers(source) {
  const file = ts.createSourceFile(
    LAYERS_CONFIG,
    source,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JS,
  );
  let layers;
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'MODULE_LAYERS' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      layers = node.initializer.elements.map((element) => {
        if (!ts.isStringLiteralLike(element)) {
          throw new Error(
            `MODULE_LAYERS holds something other than a name: ${element.getText(file)}`,
          );
        }
        return element.text;
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!layers) throw new Error(`${LAYERS_CONFIG} declares no MODULE_LAYERS array`);
  return layers;
}

/** The block's text: a heading and the names, wrapped at 100 columns. */
export function layersBlock(layers) {
  const lines = [];
  let line = 'Bottom first; a module may use only those listed before it:';
  for (const [i, name] of layers.entries()) {
    const word = `\`${name}\`${i === layers.length - 1 ? '.' : ','}`;
    if (`${line} ${word}`.length > 100) {
      lines.push(line);
      line = word;
    } else {
      line = `${line} ${word}`;
    }
  }
  lines.push(line);
  return [START, '', '### Module layers', '', ...lines, '', END].join('\n');
}

/** `doc` with its marked block holding `layers`; throws when the markers are missing. */
export function withLayersBlock(doc, layers) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end < start) {
    throw new Error(`${LAYERS_DOC} has no module-layers block (${START} ... ${END})`);
  }
  return doc.slice(0, start) + layersBlock(layers) + doc.slice(end + END.length);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const layers = moduleLayers(readFileSync(path.join(root, LAYERS_CONFIG), 'utf8'));
  const docPath = path.join(root, LAYERS_DOC);
  const doc = readFileSync(docPath, 'utf8');
  const next = withLayersBlock(doc, layers);
  if (next === doc) {
    console.log(`${LAYERS_DOC}: the module layers are current (${layers.length} modules)`);
  } else {
    writeFileSync(docPath, next);
    console.log(`${LAYERS_DOC}: module layers written (${layers.length} modules)`);
  }
}
