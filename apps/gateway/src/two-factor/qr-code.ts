import QRCode from 'qrcode';

/** The otpauth:// URI as a QR code an authenticator app scans: an SVG image in a data: URL (the CSP allows data: images). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
