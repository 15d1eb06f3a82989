// Vitest (through Vite) loads a file's text with the `?raw` suffix; the clinical package has no
// Node types, so this is how its tests read the data files beside them.
declare module '*?raw' {
  const text: string;
  export default text;
}
