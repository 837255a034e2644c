import '../admin-i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageUploader } from './image-uploader';

/**
 * The browser's XMLHttpRequest at the network boundary: the test sees what was sent, reports
 * upload progress and answers, as the server would.
 */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeRequest.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const image = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

const realRequest = window.XMLHttpRequest;
afterEach(() => {
  window.XMLHttpRequest = realRequest;
});

beforeEach(() => {
  FakeRequest.last = null;
  window.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

function setup(language?: 'sv' | 'en') {
  const onUploaded = jest.fn();
  const onError = jest.fn();
  render(<ImageUploader onUploaded={onUploaded} onError={onError} language={language} />);
  // Types are checked by the uploader, not by the file picker.
  const user = userEvent.setup({ applyAccept: false });
  return { onUploaded, onError, user, input: screen.getByLabelText('Choose an image') };
}

describe('image uploader', () => {
  it('shows the drop area and its hints', () => {
    setup();
    expect(screen.getByText('Drag & drop an image here, or click to select')).toBeInTheDocument();
    expect(screen.getByText('Supported: JPG, PNG, GIF, WEBP (max 5MB)')).toBeInTheDocument();
  });

  it('refuses another type and a file over 5 MB in a dismissible alert, and tells the caller', async () => {
    const { user, input, onError } = setup();
    await user.upload(input, image('notes.pdf', 'application/pdf', 100));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type. Only JPG, PNG, GIF, and WEBP images are allowed.');
    await user.upload(input, image('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('File size exceeds 5MB limit.');
    expect(onError).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(FakeRequest.last).toBeNull();
  });

  it('previews the file with its name and size, asks its alt text in the article\'s language, uploads it with progress, and hands the image to the caller', async () => {
    const { user, input, onUploaded } = setup('sv');
    await user.upload(input, image('hb-kurva.png', 'image/png', 1536));
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('hb-kurva.png')).toBeInTheDocument();
    expect(screen.getByText('1.50 KB')).toBeInTheDocument();

    // No alt text and not decorative: nothing is sent, the field says why.
    await user.click(screen.getByRole('button', { name: 'Insert Image' }));
    const alt = screen.getByRole('textbox', { name: 'Alternative text (in Swedish)' });
    expect(alt).toHaveAttribute('lang', 'sv');
    expect(alt).toHaveAccessibleDescription(/Describe the image, or mark it as decorative/);
    expect(FakeRequest.last).toBeNull();
    await user.type(alt, 'Hemoglobin över ett år');
    await user.click(screen.getByRole('button', { name: 'Insert Image' }));
    const request = FakeRequest.last!;
    expect([request.method, request.url, request.withCredentials]).toEqual(['POST', '/api/articles/upload', true]);
    expect((request.body!.get('image') as File).name).toBe('hb-kurva.png');
    expect([request.body!.get('alt'), request.body!.get('decorative')]).toEqual(['Hemoglobin över ett år', 'false']);
    request.progress(40, 100);
    expect(await screen.findByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inserting Image...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    request.answer(200, { success: true, message: 'Image uploaded successfully', imageUrl: '/uploads/ab12.png', alt: 'Hemoglobin över ett år', filename: 'ab12.png' });
    await screen.findByText('Drag & drop an image here, or click to select');
    expect(onUploaded).toHaveBeenCalledWith({ imageUrl: '/uploads/ab12.png', alt: 'Hemoglobin över ett år', filename: 'ab12.png' });
  });

  it('uploads a decorative image with no alt text', async () => {
    const { user, input } = setup('en');
    await user.upload(input, image('ram.png', 'image/png', 100));
    expect(screen.getByRole('textbox', { name: 'Alternative text (in English)' })).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('checkbox', { name: /^Decorative image/ }));
    expect(screen.getByRole('textbox', { name: 'Alternative text (in English)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Insert Image' }));
    expect([FakeRequest.last!.body!.get('alt'), FakeRequest.last!.body!.get('decorative')]).toEqual(['', 'true']);
  });

  it("shows the server's refusal and keeps the chosen file; Cancel clears everything", async () => {
    const { user, input } = setup();
    await user.upload(input, image('stor.webp', 'image/webp', 2048));
    await user.type(screen.getByRole('textbox', { name: 'Alternative text' }), 'Stor bild');
    await user.click(screen.getByRole('button', { name: 'Insert Image' }));
    FakeRequest.last!.answer(413, { success: false, code: 'BODY_TOO_LARGE', message: 'File size exceeds 5MB limit.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Request body too large');
    expect(screen.getByText('stor.webp')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('stor.webp')).not.toBeInTheDocument();
  });
});
