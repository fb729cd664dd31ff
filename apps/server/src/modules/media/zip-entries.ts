/**
 * The entry names of a zip archive, read from its central directory at the end of the file:
 * that is how a .docx, .xlsx or .pptx is told from any other zip without unpacking it.
 */
import fs from 'node:fs';

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65 535. */
const tailBytes = 22 + 65_535;
const maxDirectoryBytes = 4 * 1024 * 1024;

export async function zipEntryNames(file: string, size: number): Promise<string[]> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const tailStart = Math.max(0, size - tailBytes);
    const tail = Buffer.alloc(size - tailStart);
    await handle.read(tail, 0, tail.length, tailStart);
    let end = -1;
    for (let at = tail.length - 22; at >= 0; at -= 1) {
      if (tail.readUInt32LE(at) === endOfDirectorySignature) {
        end = at;
        break;
      }
    }
    if (end < 0) return [];
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directorySize > maxDirectoryBytes || directoryOffset + directorySize > size) return [];
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const names: string[] = [];
    for (let at = 0; at + 46 <= directory.length; ) {
      if (directory.readUInt32LE(at) !== directoryEntrySignature) break;
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    await handle.close();
  }
}
