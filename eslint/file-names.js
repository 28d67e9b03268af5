import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** kebab-case words, with dotted roles after them: `users.page.tsx`, `tags-view.module.css`, `vite.config.ts`. */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const RULE = 'every file and folder name is kebab-case (docs/architecture.md, "Names")';

const misnamed = (path) => path.split(/[\\/]/).filter((segment) => segment !== '.' && segment !== '..' && segment !== '' && !KEBAB.test(segment));

/**
 * One case for every name in the tree: the linted file's own path and each file it imports by a
 * relative path (which also reaches the style sheets and other files lint does not read).
 */
const kebabCase = {
  meta: { type: 'problem', schema: [], messages: { misnamed: `{{name}}: ${RULE}.` } },
  create(context) {
    const report = (node, path) => {
      for (const name of misnamed(path)) context.report({ node, messageId: 'misnamed', data: { name } });
    };
    const checkSource = (node) => {
      const source = node.source?.value;
      if (typeof source === 'string' && source.startsWith('.')) report(node.source, source);
    };
    return {
      Program(node) {
        const path = relative(ROOT, context.filename);
        if (!path.startsWith('..')) report(node, path.split(sep).join('/'));
      },
      ImportDeclaration: checkSource,
      ImportExpression: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
    };
  },
};

export default [
  {
    plugins: { names: { rules: { 'kebab-case': kebabCase } } },
    rules: { 'names/kebab-case': 'error' },
  },
];
