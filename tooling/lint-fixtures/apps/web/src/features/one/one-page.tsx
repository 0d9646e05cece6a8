// breaks: nothing
export function OnePage() {
  return <p>One</p>;
}
