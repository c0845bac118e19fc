/**
 * XSS payloads for the operator-HTML pages (notices, policy, IEO details). Every payload, if it ran,
 * would set `window.__xss` and open a dialog; the spec checks neither happens and that the sanitized
 * DOM keeps no handler, script-bearing element or script URL.
 */
const run = 'window.__xss=1;alert(1)';
/** `run` as HTML decimal character references (an attribute value the parser decodes). */
const decimal = (text: string) => [...text].map((c) => `&#${c.charCodeAt(0)};`).join('');
const hex = (text: string) => [...text].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');
const base64 = (text: string) => Buffer.from(text).toString('base64');
const scriptDoc = `<script>parent.__xss=1;parent.alert(1)</script>`;

export interface XssPayload {
  name: string;
  html: string;
}

export const xssPayloads: readonly XssPayload[] = [
  // Script elements: case, whitespace, sources, nesting, unterminated.
  { name: 'script', html: `<script>${run}</script>` },
  { name: 'script upper case', html: `<SCRIPT>${run}</SCRIPT>` },
  { name: 'script mixed case and spaces', html: `<ScRiPt >${run}</sCrIpT >` },
  { name: 'script newline in tag', html: `<script\n>${run}</script\n>` },
  { name: 'script data: src', html: `<script src="data:text/javascript,${run}"></script>` },
  { name: 'script slash attribute', html: `<script/xss src="data:,${run}"></script>` },
  { name: 'script doubled angle', html: `<<script>${run};//<</script>` },
  { name: 'script unterminated', html: `<script>${run}` },
  { name: 'script in svg', html: `<svg><script>${run}</script></svg>` },
  { name: 'script href in svg', html: `<svg><script href="data:text/javascript,${run}"/></svg>` },
  // Event handlers.
  { name: 'img onerror', html: `<img src=x onerror="${run}">` },
  { name: 'img onerror mixed case unquoted', html: `<IMG SRC=x OnErRoR=${run}>` },
  { name: 'img onerror slashes', html: `<img/src="x"/onerror="${run}">` },
  { name: 'img onerror newline before =', html: `<img src=x onerror\n=${run}>` },
  { name: 'img onerror entity-encoded body', html: `<img src=x onerror="${decimal(run)}">` },
  { name: 'img onerror unterminated', html: `<img src=x onerror=${run}//` },
  { name: 'svg onload', html: `<svg onload="${run}"></svg>` },
  { name: 'svg animate onbegin', html: `<svg><animate onbegin="${run}" attributeName="x" dur="1s"/></svg>` },
  { name: 'body onload', html: `<body onload="${run}">` },
  { name: 'video source onerror', html: `<video><source onerror="${run}"></video>` },
  { name: 'video onerror', html: `<video src=x onerror="${run}"></video>` },
  { name: 'audio onerror', html: `<audio src=x onerror="${run}"></audio>` },
  { name: 'details ontoggle', html: `<details open ontoggle="${run}"><summary>s</summary></details>` },
  { name: 'input autofocus onfocus', html: `<input autofocus onfocus="${run}">` },
  { name: 'custom element handler', html: `<x-card onpointerover="${run}" onclick="${run}">card</x-card>` },
  { name: 'marquee onstart', html: `<marquee onstart="${run}">m</marquee>` },
  // Script URLs.
  { name: 'a javascript:', html: `<a href="javascript:${run}">js</a>` },
  { name: 'a JaVaScRiPt:', html: `<a href="JaVaScRiPt:${run}">js</a>` },
  { name: 'a leading control characters', html: `<a href=" &#14;javascript:${run}">js</a>` },
  { name: 'a tab inside scheme', html: `<a href="jav&#x09;ascript:${run}">js</a>` },
  { name: 'a newline inside scheme', html: `<a href="java&#x0A;script:${run}">js</a>` },
  { name: 'a decimal-entity scheme', html: `<a href="${decimal('javascript:')}${run}">js</a>` },
  {
    name: 'a padded decimal entities',
    html: `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${run}">js</a>`,
  },
  { name: 'a hex-entity scheme', html: `<a href="${hex('javascript')}&colon;${run}">js</a>` },
  { name: 'a vbscript:', html: `<a href="vbscript:msgbox(1)">vb</a>` },
  { name: 'a data:text/html', html: `<a href="data:text/html;base64,${base64(scriptDoc)}">data</a>` },
  {
    name: 'area javascript:',
    html: `<map name="m"><area shape="rect" coords="0,0,9,9" href="javascript:${run}"></map>`,
  },
  {
    name: 'svg xlink:href',
    html: `<svg><a xlink:href="javascript:${run}"><text x="20" y="20">xlink</text></a></svg>`,
  },
  {
    name: 'svg animate href',
    html: `<svg><a><animate attributeName="href" values="javascript:${run}"/><text x="20" y="20">anim</text></a></svg>`,
  },
  {
    name: 'svg set href',
    html: `<svg><a><set attributeName="href" to="javascript:${run}"/><text x="2" y="9">set</text></a></svg>`,
  },
  { name: 'img srcset javascript:', html: `<img src="x" srcset="javascript:${run} 1x">` },
  { name: 'img srcset commas', html: `<img srcset=",,,,javascript:${run}">` },
  // Frames, objects, forms, document-level elements.
  { name: 'iframe javascript:', html: `<iframe src="javascript:${run}"></iframe>` },
  { name: 'iframe srcdoc', html: `<iframe srcdoc="${scriptDoc.replace(/</g, '&lt;')}"></iframe>` },
  { name: 'iframe data:', html: `<iframe src="data:text/html;base64,${base64(scriptDoc)}"></iframe>` },
  { name: 'object javascript:', html: `<object data="javascript:${run}"></object>` },
  { name: 'object data:', html: `<object data="data:text/html;base64,${base64(scriptDoc)}"></object>` },
  { name: 'embed javascript:', html: `<embed src="javascript:${run}">` },
  { name: 'form action', html: `<form action="javascript:${run}"><button>send</button></form>` },
  { name: 'button formaction', html: `<button formaction="javascript:${run}">go</button>` },
  { name: 'input formaction image', html: `<input type="image" src="x" formaction="javascript:${run}">` },
  { name: 'meta refresh', html: `<meta http-equiv="refresh" content="0;url=javascript:${run}">` },
  {
    name: 'meta refresh data:',
    html: `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${base64(scriptDoc)}">`,
  },
  { name: 'base href', html: `<base href="javascript:${run}//">` },
  { name: 'link import', html: `<link rel="import" href="data:text/html;base64,${base64(scriptDoc)}">` },
  // Styles.
  { name: 'style url(javascript:)', html: `<div style="background:url(javascript:${run})">s</div>` },
  { name: 'style expression', html: `<div style="width:expression(${run})">s</div>` },
  { name: 'style element import', html: `<style>@import 'javascript:${run}';</style>` },
  // Mutation XSS: namespace and raw-text confusion.
  { name: 'mxss noscript', html: `<noscript><p title="</noscript><img src=x onerror=${run}>"></noscript>` },
  { name: 'mxss title', html: `<title><img src=x onerror=${run}></title>` },
  { name: 'mxss textarea', html: `<textarea><img src=x onerror=${run}></textarea>` },
  { name: 'mxss template', html: `<template><img src=x onerror=${run}></template>` },
  { name: 'mxss math mglyph style', html: `<math><mtext><table><mglyph><style><img src=x onerror=${run}>` },
  { name: 'mxss svg p style', html: `<svg></p><style><a id="</style><img src=1 onerror=${run}>">` },
  {
    name: 'mxss form math',
    html: `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${run} src>">`,
  },
  {
    name: 'mxss svg foreignObject',
    html: `<svg><foreignObject><img src=x onerror=${run}></foreignObject></svg>`,
  },
  { name: 'mxss xmp', html: `<xmp><img src=x onerror=${run}></xmp>` },
  { name: 'mxss comment', html: `<!--<img src="--><img src=x onerror=${run}//">` },
  // DOM clobbering.
  {
    name: 'clobber id location',
    html: `<img id="location" src="x"><a id="location" href="https://example.com">l</a>`,
  },
  { name: 'clobber form name body', html: `<form name="body"><img name="cookie"></form>` },
  { name: 'clobber global canary', html: `<a id="__xss" href="https://example.com">c</a>` },
  {
    name: 'clobber name getElementById',
    html: `<img name="getElementById" src="x"><img name="__xss" src="x">`,
  },
  { name: 'clobber form attributes', html: `<form id="f"><input name="attributes"></form>` },
  // Nesting.
  { name: 'nested broken tags', html: `<<img src=x onerror=${run}>>` },
  {
    name: 'attribute breaking quotes',
    html: `<a title="a" "onmouseover="${run}" href="https://example.com">q</a>`,
  },
  { name: 'unterminated a', html: `<a href="javascript:${run}"` },
];
