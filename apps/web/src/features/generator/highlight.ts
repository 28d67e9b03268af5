import hljs from 'highlight.js/lib/core';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import 'highlight.js/styles/github.css';

// Only the two languages the generator writes, in this page's chunk: the whole highlighter is far heavier.
hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('sql', sql);

/** A file's text as highlighted HTML (highlight.js escapes the text itself); TSX is read as TypeScript. */
export function highlighted(content: string, language: 'typescript' | 'tsx' | 'sql'): string {
  return hljs.highlight(content, { language: language === 'sql' ? 'sql' : 'typescript', ignoreIllegals: true }).value;
}
