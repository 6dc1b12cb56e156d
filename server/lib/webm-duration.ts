/**
 * The length in seconds of a WebM (Matroska) file: its Segment Info's Duration when written,
 * else the last block's timestamp. Chromium's MediaRecorder, which records the demo clips
 * (scripts/make-demo-videos.ts), writes no Duration and streams Segment and Clusters with an
 * unknown size, so the file is read as one flat run of elements, entering the containers
 * that hold what is needed.
 */
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const BLOCK_GROUP = 0xa0;
const TIMESTAMP_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER_TIMESTAMP = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK = 0xa1;
const CONTAINERS = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP]);

export function webmDurationSeconds(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  /** An EBML variable-length integer at `at`: its value (marker bit kept for IDs) and length. */
  const vint = (at: number, keepMarker: boolean) => {
    const first = bytes[at] ?? 0;
    let length = 1;
    while (length <= 8 && !(first & (0x100 >> length))) length++;
    if (length > 8 || at + length > bytes.length) throw new Error('not a WebM file: bad element header');
    let value = keepMarker ? first : first & (0xff >> length);
    for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
    return { value, length, allOnes: !keepMarker && value === 2 ** (7 * length) - 1 };
  };
  const uint = (at: number, size: number) => {
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + (bytes[at + i] ?? 0);
    return value;
  };

  if (uint(0, 4) !== 0x1a45dfa3) throw new Error('not a WebM file: no EBML header');
  let scale = 1_000_000; // nanoseconds per tick, Matroska's default
  let duration: number | null = null;
  let clusterTime = 0;
  let lastBlock = 0;
  let at = 0;
  while (at < bytes.length) {
    const id = vint(at, true);
    const size = vint(at + id.length, false);
    const data = at + id.length + size.length;
    if (CONTAINERS.has(id.value)) {
      at = data;
      continue;
    }
    if (size.allOnes) break; // an unknown-size element the reader does not enter
    if (id.value === TIMESTAMP_SCALE) scale = uint(data, size.value);
    else if (id.value === DURATION)
      duration = size.value === 4 ? view.getFloat32(data) : size.value === 8 ? view.getFloat64(data) : null;
    else if (id.value === CLUSTER_TIMESTAMP) clusterTime = uint(data, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = vint(data, false);
      lastBlock = Math.max(lastBlock, clusterTime + view.getInt16(data + track.length));
    }
    at = data + size.value;
  }
  return ((duration ?? lastBlock) * scale) / 1e9;
}
