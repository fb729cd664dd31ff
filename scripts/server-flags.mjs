// The V8 settings every production start of the server uses (`npm start` and the bench).
// Without a limit V8 sizes the old generation from the machine's memory and, on a machine with
// more than 2 GB, lets garbage grow to four times the live heap before a full collection: about
// 130 MB of resident memory the server never needed. Below 2 GB it collects at 1.3–2 times the
// live heap; 512 MB gives 1.4 times (the bench's live heap is 50–90 MB) and leaves room for a
// large import or a site duplication.
export const serverNodeFlags = ['--max-old-space-size=512'];
