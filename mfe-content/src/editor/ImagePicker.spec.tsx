import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type ImageChoice, type MediaItem } from '@sla/data';
import type { OperationFake } from '@sla/data/fakes';
import { ImagePicker } from './ImagePicker.js';
import { deferred, installFakeData, mediaItem, page, signInAs } from './testing.js';

function Harness({ initial = null, onChange }: { initial?: ImageChoice | null; onChange?: (next: ImageChoice | null) => void }) {
  const [value, setValue] = useState<ImageChoice | null>(initial);
  return (
    <ImagePicker
      label="Cover image"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const library = () => screen.getByRole('dialog', { name: 'Choose the cover image' });
const altField = () => screen.getByLabelText('Alt text') as HTMLTextAreaElement;

function chooseFile(file: File) {
  fireEvent.change(within(library()).getByLabelText('Upload an image'), { target: { files: [file] } });
}

const imageFile = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

describe('ImagePicker', () => {
  beforeEach(() => signInAs('content_editor'));

  it('asks for the alt text when an image is chosen, refusing to use it without one', async () => {
    const item = mediaItem({ id: 'm-1', fileName: 'harvest.jpg', alt: '' });
    const fake = installFakeData({
      listMedia: vi.fn().mockResolvedValue(page([item])),
      setMediaAlt: vi.fn().mockResolvedValue(item),
    });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    expect(screen.getByText('No image chosen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose image for cover image' }));
    fireEvent.click(await within(library()).findByRole('button', { name: 'Choose harvest.jpg' }));
    expect(altField().value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Use image' }));
    expect(screen.getByText('Describe the image for people who cannot see it.')).toBeTruthy();
    expect(altField().getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(altField(), { target: { value: 'Farmers weighing the maize harvest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use image' }));
    expect(onChange).toHaveBeenCalledWith({ mediaId: 'm-1', url: item.url, alt: 'Farmers weighing the maize harvest' });
    expect(fake.setMediaAlt).toHaveBeenCalledWith({ params: { id: 'm-1' }, body: { alt: 'Farmers weighing the maize harvest' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Farmers weighing the maize harvest')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change image for cover image' })).toBeTruthy();
    expect(fake.listMedia).toHaveBeenCalledWith({ query: {} });
  });

  it('offers the alt text an image last had', async () => {
    installFakeData({ listMedia: vi.fn().mockResolvedValue(page([mediaItem({ alt: 'Students in the lab' })])) });
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose image for cover image' }));
    fireEvent.click(await within(library()).findByRole('button', { name: 'Choose harvest.jpg (Students in the lab)' }));
    expect(altField().value).toBe('Students in the lab');
  });

  it('shows more of the library with Load more', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(page([mediaItem({ id: 'm-2', fileName: 'new.png' })], 'c1'))
      .mockResolvedValueOnce(page([mediaItem({ id: 'm-1', fileName: 'old.png' })]));
    installFakeData({ listMedia: list });
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose image for cover image' }));
    fireEvent.click(await within(library()).findByRole('button', { name: 'Load more' }));
    await within(library()).findByRole('button', { name: 'Choose old.png' });
    expect(list).toHaveBeenLastCalledWith({ query: { cursor: 'c1' } });
  });

  it('checks an upload before sending it: type and size, in words', async () => {
    const fake = installFakeData({ listMedia: vi.fn().mockResolvedValue(page([])) });
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose image for cover image' }));
    await within(library()).findByText('No images yet. Upload the first one.');

    chooseFile(imageFile('animation.gif', 'image/gif'));
    expect(within(library()).getByRole('alert').textContent).toBe(
      '“animation.gif” is not a PNG, JPEG or WebP image. Choose one of those.',
    );
    chooseFile(imageFile('huge.png', 'image/png', 10 * 1024 * 1024 + 1));
    expect(within(library()).getByRole('alert').textContent).toBe(
      '“huge.png” is larger than 10 MB (it is 10.0 MB). Choose a smaller image.',
    );
    expect(fake.uploadMedia).not.toHaveBeenCalled();
  });

  it('uploads with its progress shown, then asks for the new image’s alt text', async () => {
    const uploaded = mediaItem({ id: 'm-9', fileName: 'class.webp', contentType: 'image/webp' });
    const answer = deferred<MediaItem>();
    let progress: ((fraction: number) => void) | undefined;
    const fake = installFakeData({
      listMedia: vi.fn().mockResolvedValue(page([])),
      uploadMedia: vi.fn<OperationFake<'uploadMedia'>>(({ onProgress }) => {
        progress = onProgress;
        return answer.promise;
      }),
    });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose image for cover image' }));
    await within(library()).findByText('No images yet. Upload the first one.');

    const file = imageFile('class.webp', 'image/webp');
    chooseFile(file);
    expect(fake.uploadMedia).toHaveBeenCalledWith({ file, onProgress: expect.any(Function) });
    await waitFor(() => progress?.(0.42));
    await within(library()).findByText('Uploading “class.webp”… 42%');
    answer.resolve(uploaded);
    await screen.findByRole('dialog', { name: 'Describe the image' });
    fireEvent.change(altField(), { target: { value: 'A class at work' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use image' }));
    expect(onChange).toHaveBeenCalledWith({ mediaId: 'm-9', url: uploaded.url, alt: 'A class at work' });
  });

  it('says why the service refused an upload', async () => {
    installFakeData({
      listMedia: vi.fn().mockResolvedValue(page([])),
      uploadMedia: vi.fn().mockRejectedValue(new DataError('invalid_input', 'This file is not a PNG, JPEG or WebP image.')),
    });
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose image for cover image' }));
    await within(library()).findByText('No images yet. Upload the first one.');
    chooseFile(imageFile('fake.png', 'image/png'));
    await waitFor(() =>
      expect(within(library()).getByRole('alert').textContent).toBe(
        '“fake.png” was not uploaded. This file is not a PNG, JPEG or WebP image.',
      ),
    );
  });

  it('changes the alt text of the chosen image, and removes the image', () => {
    installFakeData();
    const onChange = vi.fn();
    render(<Harness initial={{ mediaId: 'm-1', url: '/a.webp', alt: 'Old words' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit alt text of cover image' }));
    fireEvent.change(altField(), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save alt text' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(altField(), { target: { value: 'New words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save alt text' }));
    expect(onChange).toHaveBeenLastCalledWith({ mediaId: 'm-1', url: '/a.webp', alt: 'New words' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove image from cover image' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('No image chosen.')).toBeTruthy();
  });

  it('shows what the page uses while nothing is chosen', () => {
    render(
      <ImagePicker
        label="Social image"
        value={null}
        onChange={() => undefined}
        fallback={{ text: 'Uses the cover image.', image: { mediaId: null, url: '/cover.webp', alt: 'Cover' } }}
      />,
    );
    expect(screen.getByText('Uses the cover image.')).toBeTruthy();
  });
});
