/**
 * multipart/form-data as the fake servers receive it from discord.js and grammY: text fields as
 * strings, file parts as their bytes (the whole body is read as latin1 so binary survives the split).
 */
export interface UploadedFile {
  field: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

export function parseMultipart(body: Buffer, contentType: string): { fields: Record<string, string>; files: UploadedFile[] } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const marker = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`;
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for (const part of body.toString('latin1').split(marker)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /name="([^"]+)"/.exec(head)?.[1];
    if (!name) continue;
    const content = Buffer.from(part.slice(split + 4).replace(/\r\n$/, ''), 'latin1');
    // discord.js quotes the file name; grammY writes it bare (filename=cost.png).
    const named = /filename=(?:"([^"]*)"|([^;\r\n]+))/i.exec(head);
    const filename = named ? (named[1] ?? named[2]!) : undefined;
    if (filename === undefined) fields[name] = content.toString('utf8');
    else {
      const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1];
      files.push({ field: name, filename, ...(type ? { contentType: type } : {}), data: content });
    }
  }
  return { fields, files };
}

/** Width and height from a PNG's IHDR chunk — the test's own reading, not the renderer's. */
export function pngDimensions(png: Buffer): { width: number; height: number } | undefined {
  if (png.length < 24 || png.toString('latin1', 1, 4) !== 'PNG' || png.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
