/**
 * The sample event's working store (`reglament serve` without --event) lives in a private folder of the user
 * (issue #21, Low): `<tmp>/reglament-desk-<uid>`, mode 0700, not a predictable shared path another user could
 * prepare. A folder there that others may write to, or a link, is refused with a message naming it.
 */
import { chmodSync, mkdirSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSampleStore } from '../../app/index.js';
import { StoreError } from '../../store/index.js';
import { tempFolder } from '../support/desk.js';

const folderName = `reglament-desk-${process.getuid!()}`;

describe('the sample store', () => {
  it('is made in a folder of the user, mode 0700', () => {
    const tmp = tempFolder('sample-');
    expect(defaultSampleStore(tmp)).toBe(join(tmp, folderName, 'sample-event.db'));
    expect(statSync(join(tmp, folderName)).mode & 0o777).toBe(0o700);
    expect(defaultSampleStore(tmp)).toBe(join(tmp, folderName, 'sample-event.db')); // and found again
  });

  it('refuses a folder others may write to, and a link', () => {
    const open = tempFolder('sample-');
    mkdirSync(join(open, folderName));
    chmodSync(join(open, folderName), 0o777);
    expect(() => defaultSampleStore(open)).toThrow(StoreError);
    expect(() => defaultSampleStore(open)).toThrow(`${join(open, folderName)} is not a private folder of this user`);
    const linked = tempFolder('sample-');
    symlinkSync(tempFolder('elsewhere-'), join(linked, folderName));
    expect(() => defaultSampleStore(linked)).toThrow('is not a private folder of this user');
  });
});
