import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readTimestamptz, timestamptzReader } from '../../packages/server/src/db/timestamptz-text';

const pgReader = pg.types.getTypeParser(1184, 'text') as (text: string) => Date;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A timestamptz as PostgreSQL prints it, for a random instant, fraction length and offset. */
function printed(seed: number): string {
  const random = (max: number) => Math.floor(Math.abs(Math.sin(seed++) * 10_000) % max);
  const date = new Date(Date.UTC(100 + random(9800), random(12), 1 + random(28), random(24), random(60), random(60)));
  const fraction = random(7); // 0 to 6 digits
  const micros = pad(random(1_000_000), 6).slice(0, fraction).replace(/0+$/, '');
  const offsetMinutes = [0, 0, 60, -300, 330, -570, 765][random(7)];
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}${Math.abs(offsetMinutes) % 60 ? `:${pad(Math.abs(offsetMinutes) % 60)}` : ''}`;
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}${micros ? `.${micros}` : ''}${offset}`;
}

describe('timestamptz text read without a regular expression', () => {
  it('reads every plain form as the same instant as pg does', () => {
    const samples = [
      '2026-06-01 12:00:00+00',
      '2026-06-01 12:00:00.123456+00',
      '2026-06-01 12:00:00.5+05:30',
      '2026-06-01 12:00:00.999999-08',
      '2024-02-29 23:59:59.9999-09:30',
      '1901-12-13 20:45:52+00:09:21',
      ...Array.from({ length: 2000 }, (_, index) => printed(index + 1)),
    ];
    for (const text of samples)
      expect([text, readTimestamptz(text)?.getTime()]).toEqual([text, pgReader(text).getTime()]);
  });

  it('leaves every other form to the fallback (BC, infinity, years before 100, anything malformed)', () => {
    const read = timestamptzReader(() => 'fallback');
    for (const text of [
      'infinity',
      '-infinity',
      '0044-03-15 12:00:00+00 BC',
      '0099-01-01 00:00:00+00',
      '2026-06-01T12:00:00Z',
      '2026-06-01 12:00:00',
      '2026-06-01 12:0x:00+00',
      '2026-06-01 12:00:00+0',
      '12345-01-01 00:00:00+00',
    ]) {
      expect([text, read(text)]).toEqual([text, 'fallback']);
    }
    expect(read('2026-06-01 12:00:00+00')).toEqual(new Date('2026-06-01T12:00:00Z'));
  });
});
