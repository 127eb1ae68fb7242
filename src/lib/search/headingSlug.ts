// Docusaurus's heading ids are github-slugger slugs of the heading text. The index leaves out
// ids that this approximation reproduces; any other id is stored, so a mismatch costs bytes only.
const NOT_IN_SLUG = /[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu;

export function headingSlug(text: string): string {
  return text.toLowerCase().replace(NOT_IN_SLUG, '').replace(/ /g, '-');
}
