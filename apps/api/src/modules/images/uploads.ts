import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError, MAX_IMAGE_FILE_BYTES } from '@propdesk/shared';

/** The form field names a file may come in; anything else is refused rather than ignored. */
const FILE_FIELDS = new Set(['files', 'file']);

export interface UploadLimits {
  maxFiles: number;
  /** The message when more files arrive than maxFiles (the rule the form shows). */
  tooMany: string;
}

/** Explicit multipart limits for the image routes; everything else keeps busboy's defaults off. */
function multipartLimits(maxFiles: number) {
  return {
    fileSize: MAX_IMAGE_FILE_BYTES,
    files: maxFiles,
    fields: 4,
    fieldSize: 1024,
    fieldNameSize: 64,
    parts: maxFiles + 4,
    headerPairs: 32,
  };
}

/** Multipart parsing for the upload routes of one plugin context, with explicit limits. */
export async function registerMultipart(app: FastifyInstance, maxFiles: number): Promise<void> {
  await app.register(multipart, { limits: multipartLimits(maxFiles), throwFileSizeLimit: true });
}

/**
 * The uploaded files, read one at a time as the request streams in, so a request never holds
 * more than one file in memory.
 */
export async function* uploadedFiles(
  request: FastifyRequest,
  { maxFiles, tooMany }: UploadLimits,
): AsyncGenerator<Buffer> {
  let count = 0;
  try {
    for await (const part of request.parts({ limits: multipartLimits(maxFiles) })) {
      if (part.type !== 'file') continue;
      if (!FILE_FIELDS.has(part.fieldname)) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Send the images in the "files" field, not "${part.fieldname}"`,
        );
      }
      count++;
      yield await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('VALIDATION_FAILED', tooMany);
    }
    throw unreadableUpload(error);
  }
  if (count === 0) throw new AppError('VALIDATION_FAILED', 'Choose at least one image to upload');
}

/**
 * The multipart parser throws plain errors for a body it cannot read (no boundary, cut off
 * before its end): those are the client's fault, so they answer 400 rather than 500. Errors
 * that already carry a status (too large, wrong type) keep it.
 */
function unreadableUpload(error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode) return error;
  return new AppError(
    'BAD_REQUEST',
    'The upload could not be read: send the images as multipart/form-data, complete',
  );
}

/** Exactly one file (profile photo, logo). */
export async function singleUploadedFile(request: FastifyRequest): Promise<Buffer> {
  let file: Buffer | undefined;
  for await (const buffer of uploadedFiles(request, {
    maxFiles: 1,
    tooMany: 'Send one image only',
  })) {
    file = buffer;
  }
  return file!;
}
