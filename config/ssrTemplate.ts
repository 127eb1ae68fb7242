// The HTML page template. It differs from Docusaurus's default in two ways. First, the JavaScript
// bundles are requested only after the page has first been painted, instead of by the parser while
// the page is still waiting for its stylesheet. On a slow connection the stylesheet then gets the
// whole bandwidth and the text shows sooner; the page becomes interactive a moment later than
// before. A page opened in a background tab (no paint, so no animation frame) loads them after 1 s.
// Each script is added in a task of its own: starting a request costs the main thread a few
// milliseconds, and a page has a dozen bundles. With async = false they still run in list order.
const LOAD_BUNDLES = `
(function () {
  var bundles = <%~ JSON.stringify(it.scripts.map(function (s) { return it.baseUrl + s; })) %>;
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    var next = 0;
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      var script = document.createElement('script');
      script.src = bundles[next];
      script.async = false;
      document.body.appendChild(script);
      next += 1;
      if (next < bundles.length) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  }
  requestAnimationFrame(function () { setTimeout(load, 0); });
  setTimeout(load, 1000);
})();`;

// The second difference: Docusaurus's pre-body tags hold the colour-theme script, which sets
// data-theme on <html>. At the top of <body>, after the stylesheet, the parser stops at it until the
// stylesheet arrives, and the browser paints a first frame in between: a white frame for a reader who
// chose the dark theme. The template moves the inline scripts of those tags into <head>, ahead of the
// stylesheet, so they run before anything is painted; the rest (an SVG sprite) stays in <body>.
const PRE_BODY_SCRIPTS = String.raw`<% const preBodyScripts = it.preBodyTags.match(/<script>[\s\S]*?<\/script>/g) || []; %>`;

export const ssrTemplate = `${PRE_BODY_SCRIPTS}<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <%~ preBodyScripts.join('') %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ preBodyScripts.reduce((tags, script) => tags.replace(script, ''), it.preBodyTags) %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>${LOAD_BUNDLES}</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
