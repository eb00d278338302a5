// QR codes as PNG data URLs; the library loads only when a code is first drawn.
export async function qrDataUrl(value: string, width: number) {
  const { default: QRCode } = await import('qrcode')
  return QRCode.toDataURL(value, { width, margin: 2, errorCorrectionLevel: 'M' })
}
