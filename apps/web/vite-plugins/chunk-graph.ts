import type { Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * A build's chunks by file name, and what a chunk loads with it: itself and, through its static
 * imports, every chunk it needs before it runs (a dynamic import is left for later).
 */
export function chunkGraph(bundle: Rolldown.OutputBundle) {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is Chunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const closure = (fileName: string, into = new Set<string>()): Set<string> => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  return { chunks, closure, entry };
}
