// breaks: lingui/no-unlocalized-strings
// A translated folder (tooling/translated.js): words a person reads come from the catalogs.
export function Unlocalized() {
  return <p title="Saved listings">Your saved listings</p>;
}
