// A QR code drawn by the qrcode library as a PNG data URL; it loads with the QR code page only.
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import own from './my-security.module.css';

export function QrImage({ value, alt }: { value: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { errorCorrectionLevel: 'M', margin: 1, width: 416 })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value]);
  return src ? <img className={own.qrImage} src={src} alt={alt} /> : <div className={own.qrImage} aria-hidden="true" />;
}
