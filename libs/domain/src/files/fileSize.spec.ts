import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize.js';

describe('formatFileSize', () => {
  it('formats file sizes', () => {
    expect(formatFileSize(340)).toBe('340 bytes');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});
