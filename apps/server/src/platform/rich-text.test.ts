import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('rich text', () => {
  it('keeps the common formatting, lists, quotes, code and tables', () => {
    const html = '<h2>标题</h2><h3>小节</h3><h4>细节</h4><p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s><br /><code>x</code></p>'
      + '<ul><li><p>一</p></li></ul><ol start="3"><li>三</li></ol><blockquote>引用</blockquote><pre><code>npm ci</code></pre><hr />'
      + '<table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td>甲</td><td rowspan="1">乙</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, styles, event handlers and frames', () => {
    expect(sanitizeRichText('<p style="color:red" onclick="x()" class="big" id="a">文</p><script>alert(1)</script><style>p{}</style>'))
      .toBe('<p>文</p>');
    expect(sanitizeRichText('<img src="https://a.example/x.png" onerror="alert(1)"><iframe src="https://a.example"></iframe><svg><script>1</script></svg>'))
      .toBe('<img src="https://a.example/x.png" />');
    expect(sanitizeRichText('<div><span>保留文字</span></div><form><input value="x"></form>')).toBe('保留文字');
  });

  it('lets links lead only to http, https and mailto, opened apart', () => {
    expect(sanitizeRichText('<a href="https://a.example/p?q=1&amp;r=2" title="t">a</a>'))
      .toBe('<a href="https://a.example/p?q=1&amp;r=2" target="_blank" rel="noopener noreferrer" title="t">a</a>');
    expect(sanitizeRichText('<a href="mailto:x@a.example" target="_self" rel="opener">m</a>'))
      .toBe('<a href="mailto:x@a.example" target="_blank" rel="noopener noreferrer">m</a>');
    for (const href of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java&#x09;script:alert(1)', 'jav&#x61;script:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', '/local', 'ftp://a.example']) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('keeps images from http and https only', () => {
    expect(sanitizeRichText('<img src="http://a.example/x.png" alt="图" width="20">')).toBe('<img src="http://a.example/x.png" alt="图" width="20" />');
    for (const src of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//a.example/x.png', 'x.png', '']) {
      expect(sanitizeRichText(`<p><img src="${src}">文</p>`), src).toBe('<p>文</p>');
    }
  });

  it('says other tags in the allowed words', () => {
    expect(sanitizeRichText('<h1>大</h1><b>粗</b><i>斜</i><del>删</del><h6>小</h6>')).toBe('<h2>大</h2><strong>粗</strong><em>斜</em><s>删</s><h4>小</h4>');
  });
});
