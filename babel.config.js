// Docusaurus's Babel preset, with `sourceType: 'unambiguous'`: the OpenAPI theme ships CommonJS
// files, and treating them as ES modules breaks them in the browser ("exports is not defined").
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
  sourceType: 'unambiguous',
};
