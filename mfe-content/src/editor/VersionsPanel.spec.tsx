import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError, type ContentVersion } from '@sla/data';
import { VersionsPanel } from './VersionsPanel.js';
import type { VersionsSource } from './versionsSource.js';
import { versionSummary } from './testing.js';

type Item = { id: string; version: number; body: string };

const fields = [
  { name: 'title', label: 'Title' },
  { name: 'body', label: 'Story' },
];

function source(overrides: Partial<VersionsSource<Item>> = {}) {
  return {
    list: vi
      .fn()
      .mockResolvedValue([versionSummary(3, 'Bola Editor', '2026-11-21T10:15:00.000Z'), versionSummary(2), versionSummary(1)]),
    get: vi.fn((_id: string, version: number): Promise<ContentVersion> =>
      Promise.resolve({ ...versionSummary(version), snapshot: { title: 'Harvest', body: 'Line one\nOld line\nLine three' } }),
    ),
    restore: vi.fn((_id: string, version: number) => Promise.resolve({ id: 'p1', version: 4, body: `restored ${version}` })),
    ...overrides,
  };
}

function show(versions: VersionsSource<Item>, extra: { unsaved?: boolean; onRestored?: (item: Item) => void } = {}) {
  return render(
    <VersionsPanel
      versions={versions}
      id="p1"
      currentVersion={3}
      current={{ title: 'Harvest', body: 'Line one\nNew line\nLine three' }}
      fields={fields}
      unsaved={extra.unsaved ?? false}
      onRestored={extra.onRestored ?? (() => undefined)}
    />,
  );
}

describe('VersionsPanel', () => {
  it('lists the versions newest first with who saved each and when, marking the current one', async () => {
    const versions = source();
    show(versions);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Version 3', 'Version 2', 'Version 1']);
    expect(items[0]!.textContent).toContain('Current');
    expect(items[0]!.textContent).toContain('Bola Editor, 21 Nov 2026');
    expect(within(items[0]!).queryByRole('button', { name: /Restore/ })).toBeNull();
    expect(versions.list).toHaveBeenCalledWith('p1');
  });

  it('compares a version with the text in the editor, line by line, only where it differs', async () => {
    const versions = source();
    show(versions);
    fireEvent.click(await screen.findByRole('button', { name: 'Compare with current: version 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 2 compared with the editor' });
    await within(dialog).findByRole('heading', { name: 'Story' });
    expect(within(dialog).queryByRole('heading', { name: 'Title' })).toBeNull();
    const lines = within(dialog)
      .getAllByRole('listitem')
      .map(
        (line) => line.className.replace('diff__line diff__line--', '') + ':' + line.querySelector('.diff__text')?.textContent,
      );
    expect(lines).toEqual(['same:Line one', 'removed:Old line', 'added:New line', 'same:Line three']);
    expect(versions.get).toHaveBeenCalledWith('p1', 2);
  });

  it('restores a version after asking, and hands the restored item to the editor', async () => {
    const onRestored = vi.fn();
    const versions = source();
    show(versions, { onRestored });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore this version: version 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore version 1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith({ id: 'p1', version: 4, body: 'restored 1' }));
    expect(versions.restore).toHaveBeenCalledWith('p1', 1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for unsaved changes to be saved before restoring, so they are not lost', async () => {
    const versions = source();
    show(versions, { unsaved: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore this version: version 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore version 2?' });
    expect(dialog.textContent).toContain('Save them first');
    expect(within(dialog).queryByRole('button', { name: 'Restore' })).toBeNull();
    expect(versions.restore).not.toHaveBeenCalled();
  });

  it('says why a restore failed and keeps the dialog open', async () => {
    const versions = source({ restore: vi.fn().mockRejectedValue(new DataError('not_found', 'That version does not exist.')) });
    show(versions);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore this version: version 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That version does not exist.');
    expect(screen.getByRole('dialog', { name: 'Restore version 2?' })).toBeTruthy();
  });
});
