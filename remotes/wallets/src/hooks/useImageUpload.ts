import { useState } from 'react';
import { upload, uploadLimits } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';

export type UploadProblem = 'fileType' | 'fileTooBig';

/**
 * Pictures through the server's /api/upload (multipart `file`; png, jpeg, webp, gif up to 5 MB, as
 * the host's identity form does): `send(file)` answers the picture's URL, a problem of the file,
 * or undefined when the server refused it (the sdk already showed why).
 */
export function useImageUpload() {
  const { api } = useSdk();
  const [uploading, setUploading] = useState(false);
  async function send(file: File): Promise<{ url: string } | { problem: UploadProblem } | undefined> {
    if (!(uploadLimits.mimeTypes as readonly string[]).includes(file.type)) return { problem: 'fileType' };
    if (file.size > uploadLimits.maxBytes) return { problem: 'fileTooBig' };
    setUploading(true);
    try {
      const payload: Record<string, unknown> = { file };
      const result = await api.call(upload, payload as Record<string, never>);
      return result.type === 'ok' ? { url: result.message } : undefined;
    } finally {
      setUploading(false);
    }
  }
  return { send, uploading, accept: uploadLimits.mimeTypes.join(',') };
}
