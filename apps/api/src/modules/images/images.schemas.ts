import { z } from 'zod';

const binary = z.string().meta({ format: 'binary' });

/** Documents a multipart body; the files are read from the stream, not validated here. */
export const singleFileBody = (description: string) =>
  z.object({ file: binary.describe(description) }).nullish();

export const multiFileBody = (description: string) =>
  z.object({ files: z.array(binary).describe(description) }).nullish();
