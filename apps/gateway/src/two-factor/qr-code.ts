/** The otpauth:// URI as a QR code an authenticator app scans: an SVG image in a data: URL (the CSP allows data: images). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  // Loaded when a reader turns two-factor sign-in on, not at every gateway's start.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
