import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData } from '@sla/data';
import { installFakeApi } from '@sla/data/fakes';
import { MarkdownPreview } from './MarkdownPreview.js';

afterEach(() => {
  configureData(null);
});

describe('story pictures not yet published, in a preview', () => {
  it('fetches a picture whose public address failed with the reader’s token, and shows it from memory', async () => {
    const read = vi.fn(async () => new Blob(['webp']));
    installFakeApi({ readStoryPicture: read });
    render(<MarkdownPreview markdown="![Our tents](/api/media/pic-1/800.webp)" privatePictures />);
    const picture = await screen.findByRole('img', { name: 'Our tents' });
    // jsdom has no object URLs.
    const createObjectURL = vi.fn(() => 'blob:picture-1');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    expect(picture.getAttribute('src')).toBe('/api/media/pic-1/800.webp');
    fireEvent.error(picture);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Our tents' }).getAttribute('src')).toBe('blob:picture-1'));
    expect(read).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 'pic-1', width: '800' } }));
  });

  it('leaves a preview without private pictures as it is: a failed image is not fetched again', async () => {
    const read = vi.fn(async () => new Blob(['webp']));
    installFakeApi({ readStoryPicture: read });
    render(<MarkdownPreview markdown="![A lab](/api/media/lib-2/400.webp)" />);
    fireEvent.error(await screen.findByRole('img', { name: 'A lab' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).not.toHaveBeenCalled();
  });
});
