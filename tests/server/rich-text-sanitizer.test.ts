import { describe, expect, it } from 'vitest';
import { isRichTextEmpty, sanitizeRichText } from '../../packages/server/src/sanitize/rich-text';

describe('rich-text sanitizer: keeps every format the toolbar makes', () => {
  const toolbarOutput: Array<[string, string]> = [
    ['headers 1 to 3', '<h1>One</h1><h2>Two</h2><h3>Three</h3>'],
    ['bold, italic, underline, strike', '<p><strong>b</strong><em>i</em><u>u</u><s>s</s></p>'],
    ['ordered and bullet lists, nested', '<ol><li>one<ul><li>inner</li></ul></li><li>two</li></ol>'],
    [
      'indent and align classes',
      '<p class="ql-indent-2">in</p><h2 class="ql-align-center">c</h2><p class="ql-align-right">r</p><p class="ql-align-justify">j</p>',
    ],
    ['blockquote and code block', '<blockquote>quote</blockquote><pre>const a = 1;\n  b();</pre>'],
    [
      'colour and background',
      '<p><span style="color:#e60000">red</span><span style="background-color:rgb(255, 255, 0)">yellow</span></p>',
    ],
    [
      'links http, https, mailto, tel',
      '<p><a href="http://a.example" rel="noopener noreferrer">a</a><a href="https://b.example/x?y=1" target="_blank" rel="noopener noreferrer">b</a><a href="mailto:hi@example.com" rel="noopener noreferrer">m</a><a href="tel:+212600000000" rel="noopener noreferrer">t</a></p>',
    ],
    [
      'images from the web, uploads and pasted PNG data',
      '<p><img src="https://cdn.example.com/a.png" /><img src="/uploads/articles/a.png" /><img src="data:image/png;base64,iVBORw0KGgo=" /></p>',
    ],
    [
      'videos from allowed hosts',
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/abc"></iframe>',
    ],
    ['line breaks', '<p>a<br />b</p>'],
  ];
  it.each(toolbarOutput)('%s', (_name, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('turns lone &nbsp; (quill writes every space so) back into spaces, keeping runs', () => {
    expect(sanitizeRichText('<p>a&nbsp;b&nbsp;&nbsp;c</p>')).toBe('<p>a b\u00a0\u00a0c</p>');
  });

  it('maps equivalent tags to the toolbar ones', () => {
    expect(sanitizeRichText('<b>b</b><i>i</i><strike>s</strike><h5>h</h5>')).toBe(
      '<strong>b</strong><em>i</em><s>s</s><h3>h</h3>',
    );
  });
});

describe('rich-text sanitizer: drops everything that could run or mislead', () => {
  const hostile: Array<[string, string, RegExp]> = [
    ['script elements with their text', '<p>ok</p><script>alert(1)</script>', /script|alert/i],
    [
      'event handlers',
      '<img src="https://a.example/x.png" onerror="alert(1)"><p onclick="x()">p</p>',
      /onerror|onclick/i,
    ],
    [
      'an image whose source is not an image',
      '<img src=x onerror=alert(1)><img src="javascript:alert(1)">',
      /<img|alert/i,
    ],
    ['SVG data images', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', /<img|svg/i],
    [
      'javascript: links, also disguised',
      '<a href="javascript:alert(1)">a</a><a href="  JaVaScRiPt:alert(1)">b</a><a href="java&#x09;script:alert(1)">c</a>',
      /href|javascript/i,
    ],
    [
      'data: and vbscript: links',
      '<a href="data:text/html,<script>alert(1)</script>">d</a><a href="vbscript:msgbox(1)">v</a>',
      /href|script/i,
    ],
    [
      'style expressions and urls',
      '<span style="color: expression(alert(1))">a</span><span style="background-image:url(javascript:alert(1))">b</span><p style="position:fixed;top:0">c</p>',
      /style|expression|url\(/i,
    ],
    [
      'iframes from other hosts or schemes',
      '<iframe src="https://evil.example/x"></iframe><iframe src="http://www.youtube.com/embed/a"></iframe><iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
      /iframe|evil|alert/i,
    ],
    [
      'object, embed, forms, svg, style, meta, base',
      '<object data="x.swf"></object><embed src="x"><form action="https://evil.example"><input name="p"></form><svg onload="alert(1)"><circle/></svg><style>body{display:none}</style><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
      /object|embed|form|input|svg|style|meta|base|evil/i,
    ],
    ['foreign classes', '<p class="ql-indent-1 hidden-trap">x</p>', /hidden-trap/],
  ];
  it.each(hostile)('%s', (_name, html, forbidden) => {
    expect(sanitizeRichText(html)).not.toMatch(forbidden);
  });

  it('keeps the text around what it removes', () => {
    expect(sanitizeRichText('<p>Hello <script>alert(1)</script><strong onmouseover="x()">world</strong></p>')).toBe(
      '<p>Hello <strong>world</strong></p>',
    );
  });

  it('forces rel="noopener noreferrer" on links and drops targets other than _blank', () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_top" rel="opener">a</a>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer">a</a>',
    );
  });
});

describe('isRichTextEmpty', () => {
  it('sees an empty editor as empty and any text, picture or video as content', () => {
    expect(isRichTextEmpty('')).toBe(true);
    expect(isRichTextEmpty('<p><br></p>')).toBe(true);
    expect(isRichTextEmpty('<p>&nbsp; </p><h1></h1>')).toBe(true);
    expect(isRichTextEmpty('<p>x</p>')).toBe(false);
    expect(isRichTextEmpty('<p><img src="https://a.example/b.png"></p>')).toBe(false);
  });
});
