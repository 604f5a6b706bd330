/**
 * A face photo made ready to send (issue 20 §4; 000 §7 arc/v2 biometric-reading): shrunk in the
 * browser to at most {@link FACE_PHOTO_MAX_SIDE} pixels a side as a JPEG, so that a phone camera's
 * several megabytes become a sample under the API's body limit, then base64. Where the browser
 * cannot decode the image (or it is small already) the photo's own bytes are sent.
 */
import { MAX_BIOMETRIC_SAMPLE_CHARS } from "../../../../../schemas/requests/biometric-reading";

/** Longest side of the photo sent, in pixels (enough for a face; a few hundred KB as JPEG). */
export const FACE_PHOTO_MAX_SIDE = 1024;

/** Photos at most this many bytes are sent as chosen (no need to shrink them), in bytes. */
const SMALL_PHOTO_BYTES = 300 * 1024;

async function shrink(photo: Blob): Promise<Blob> {
  if (photo.size <= SMALL_PHOTO_BYTES || typeof createImageBitmap !== "function") return photo;
  try {
    const bitmap = await createImageBitmap(photo);
    const scale = Math.min(1, FACE_PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
    return jpeg && jpeg.size < photo.size ? jpeg : photo;
  } catch {
    return photo;
  }
}

function base64Of(bytes: Uint8Array): string {
  let binary = "";
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/**
 * The sample of a face photo: shrunk (see the file comment), base64.
 * @returns the base64 text, or null when even shrunk it is longer than the API takes
 *   ({@link MAX_BIOMETRIC_SAMPLE_CHARS}).
 */
export async function faceSample(photo: Blob): Promise<string | null> {
  const ready = await shrink(photo);
  const sample = base64Of(new Uint8Array(await ready.arrayBuffer()));
  return sample.length > MAX_BIOMETRIC_SAMPLE_CHARS ? null : sample;
}
