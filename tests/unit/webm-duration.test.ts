import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../server/db/seed/format.ts';
import { webmDurationSeconds } from '../../server/lib/webm-duration.ts';
import { demo } from '../demo-catalogue.ts';

const clip = (name: string) => fs.readFileSync(new URL(`../../media/videos/${name}.webm`, import.meta.url));

/** A WebM head whose Segment Info states `seconds` (TimecodeScale 1 ms, Duration as a float64). */
function withDuration(seconds: number): Uint8Array {
  const duration = new Uint8Array(8);
  new DataView(duration.buffer).setFloat64(0, seconds * 1000);
  const info = [0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40, 0x44, 0x89, 0x88, ...duration];
  return Uint8Array.from([
    ...[0x1a, 0x45, 0xdf, 0xa3, 0x80], // EBML header, empty
    ...[0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], // Segment, unknown size
    ...[0x15, 0x49, 0xa9, 0x66, 0x80 | info.length, ...info],
  ]);
}

describe('the length of a WebM file', () => {
  it('is its Duration element when written', () => {
    expect(webmDurationSeconds(withDuration(95))).toBe(95);
  });

  it('is the last frame’s time in the demo clips, which MediaRecorder writes without a Duration', () => {
    // The clips are recorded for 6 s (scripts/make-demo-videos.ts); a 24 fps frame is 42 ms.
    for (const name of ['coast', 'desert', 'medina', 'mosaic']) {
      const seconds = webmDurationSeconds(clip(name));
      expect(seconds, name).toBeGreaterThan(5.5);
      expect(seconds, name).toBeLessThan(6.5);
    }
  });

  it('refuses a file that is not WebM', () => {
    expect(() => webmDurationSeconds(new TextEncoder().encode('<!doctype html>'))).toThrow(/not a WebM file/);
  });
});

describe('a video record’s duration', () => {
  const video = demo.videos[0]!;
  const parse = (changes: object) => FAMILIES.videos.safeParse({ ...video, ...changes }).success;

  it('is read from the file for a local clip, and must not be typed in', () => {
    expect(parse({})).toBe(true);
    expect(parse({ durationSeconds: 95 })).toBe(false);
    expect(parse({ videoLink: '/media/videos/coast.webm', durationSeconds: 95 })).toBe(false);
  });

  it('is required for any other file', () => {
    expect(parse({ videoLink: 'https://videos.example/tour.webm' })).toBe(false);
    expect(parse({ videoLink: 'https://videos.example/tour.webm', durationSeconds: 95 })).toBe(true);
  });
});
