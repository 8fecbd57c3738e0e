import { describe, expect, it } from 'vitest';
import { attachmentName } from './download';

describe('attachmentName', () => {
  it('reads the file name of a Content-Disposition header', () => {
    expect(attachmentName('attachment; filename="role-manager.csv"', 'x')).toBe('role-manager.csv');
    expect(attachmentName("attachment; filename*=UTF-8''r%C3%B4le.json", 'x')).toBe('rôle.json');
    expect(attachmentName(null, 'role.json')).toBe('role.json');
  });
});
