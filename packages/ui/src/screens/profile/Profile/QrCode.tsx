import { useEffect, useState } from 'react';
import { qr } from './Profile.css.ts';

// The otpauth URI as a QR code image (a data URL in an <img>: the URI is never put into the page as markup).
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The encoder loads only when a set-up starts (it is most of the page's code otherwise).
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(value, { margin: 1, width: 320, errorCorrectionLevel: 'M' }))
      .then(
        (url) => live && setSrc(url),
        () => live && setSrc(null),
      );
    return () => {
      live = false;
    };
  }, [value]);
  return src ? <img className={qr} src={src} alt={alt} width={180} height={180} /> : <div className={qr} aria-hidden="true" />;
}
